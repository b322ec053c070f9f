// A text item's words without its markup, for the first render (spec/002 §3 text items). The
// server has no DOM to sanitise html with, so the server, and the browser's first render that
// hydrates it, show these words; the sanitised markup replaces them once the sanitiser has loaded.
// The result is rendered as a React text node, escaped, so however odd the markup, it stays text.

/** Elements whose content is never text a reader should see. */
const HIDDEN_CONTENT =
  /<(script|style|template|noscript|iframe|object|textarea|title|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
/** Tags that end a line when the markup is laid out. */
const LINE_BREAK = /<\s*(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/blockquote|\/pre|hr)\b[^>]*>/gi;
const TAG = /<\/?[a-z!?][^>]*(>|$)/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The words of `html`, one line per block, entities decoded. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(COMMENT, '')
    .replace(HIDDEN_CONTENT, '')
    .replace(LINE_BREAK, '\n')
    .replace(TAG, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
