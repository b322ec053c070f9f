// The link rules of spec/000 §2, each a small predicate or rewrite.

/** Schemes whose links run code or carry inline documents; never rendered as a link. spec/000 §2
 *  names the data scheme; script schemes are refused for the same reason. */
export const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  'data',
  'javascript',
  'vbscript',
  'livescript',
]);

/** spec/000 §2: a telephone link is allowed only when it contains digits and the characters
 *  - ( ) + # *. */
const TELEPHONE = /^[0-9\-()+#*]+$/;

export function isAllowedTelephone(number: string): boolean {
  return TELEPHONE.test(number) && /[0-9]/.test(number);
}

/** spec/000 §2: a site-relative link starts with exactly one slash. */
export function isSiteRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export function withBaseUrl(url: string, baseUrl: string | undefined): string {
  if (baseUrl === undefined || baseUrl === '') return url;
  return baseUrl.replace(/\/+$/, '') + url;
}

/** Is a C0 control or a space: what the WHATWG URL parser trims from both ends. */
function isEdgeControl(code: number): boolean {
  return code <= 0x20;
}

/** What a browser ignores in an address: surrounding C0 controls and spaces, and tabs and
 *  line breaks anywhere (WHATWG URL). Removed so the href is the address the reader sees, and so
 *  they cannot hide a scheme from a check. */
export function cleanUrl(url: string): string {
  const text = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = text.length;
  while (start < end && isEdgeControl(text.charCodeAt(start))) start++;
  while (end > start && isEdgeControl(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}
