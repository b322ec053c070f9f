// Finding the scheme a link really uses, however it is disguised: letter case, whitespace or
// control characters inside or around it, invisible format characters, HTML character
// references (`&#106;`, `&#x6A`, `&colon;`, nested `&amp;#58;`), percent-encoding and
// compatibility forms (full-width letters). The result is only for deciding; the link itself is
// never rewritten from it. Stripping more than a browser would only makes the check stricter.

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  num: '#',
  percnt: '%',
  excl: '!',
  quest: '?',
  equals: '=',
  plus: '+',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
};

function fromCodePoint(code: number): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** Decodes character references the way an HTML parser would, semicolons optional. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(Number.parseInt(dec, 10)))
    .replace(
      /&([a-z]+);?/gi,
      (whole, name: string) => NAMED_REFERENCES[name.toLowerCase()] ?? whole,
    );
}

function decodePercent(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

// Controls, format characters (zero-width, soft hyphen, bidi marks), separators and whitespace.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/gu;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const MAX_DECODING_ROUNDS = 8;
/** Printable ASCII but for the space, `%` and `&`: a link of these alone hides nothing. */
const UNDISGUISED = /^[\x21-\x24\x27-\x7e]*$/;

/** The link stripped of every disguise, lower-cased, for inspection. */
export function revealLink(url: string): string {
  if (UNDISGUISED.test(url)) return url.toLowerCase();
  let text = url;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const next = decodePercent(decodeReferences(text)).normalize('NFKC').replace(INVISIBLE, '');
    if (next === text) break;
    text = next;
  }
  return text.replace(INVISIBLE, '').toLowerCase();
}

/** The scheme (`https`, `mailto`, ...) the link uses, or undefined when it names none. */
export function schemeOf(url: string): string | undefined {
  return SCHEME.exec(revealLink(url))?.[1];
}
