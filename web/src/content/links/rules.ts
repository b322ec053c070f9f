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

/** What a browser ignores in an address: surrounding C0 controls and spaces, and tabs and
 *  line breaks anywhere (WHATWG URL). Removed so the href is the address the reader sees. */
export function cleanUrl(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}
