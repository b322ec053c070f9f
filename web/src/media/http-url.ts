// Reading an untrusted link as an http(s) address. Every recogniser in this folder starts here,
// so a `javascript:` or `data:` link, or one the WHATWG parser refuses, never gets further.

import { cleanUrl } from '../content/links/index.ts';

const HTTP_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** `scheme:` at the start, unless what follows the colon is a port number (`example.com:8080`). */
const LEADING_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;

/** What a link without a scheme must start with to be read as one: a host name, maybe a port. */
const SCHEMELESS_START = /^(?:\/\/)?[\p{L}\p{N}_.-]+(?::\d+)?(?:[/?#]|$)/u;

/** A host as DNS or an IP address has it, after WHATWG's IDNA mapping to ASCII. */
const PLAIN_HOST = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/;

/**
 * The link as an http(s) URL with a plain host and no credentials, or null. A link without a
 * scheme that starts with a host (`youtu.be/…`, `//vimeo.com/…`) is read as https, as spec/000 §5
 * does for video links that start with the service's name.
 */
export function parseHttpUrl(link: unknown): URL | null {
  if (typeof link !== 'string') return null;
  const cleaned = cleanUrl(link);
  if (cleaned === '') return null;
  let absolute = cleaned;
  if (!LEADING_SCHEME.test(cleaned)) {
    if (!SCHEMELESS_START.test(cleaned)) return null;
    absolute = cleaned.startsWith('//') ? `https:${cleaned}` : `https://${cleaned}`;
  }
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (!HTTP_PROTOCOLS.has(url.protocol) || !PLAIN_HOST.test(url.hostname)) return null;
  // A media link never carries credentials; `https://youtube.com:x@evil.example/` is a disguise.
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

/** The host in lower case without the trailing dot of a fully qualified name. */
export function hostOf(url: URL): string {
  const host = url.hostname;
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/**
 * True when `host` is `domain` or one of its subdomains. A host that merely contains the name
 * (`notyoutube.com`, `youtube.com.evil.net`) is not the domain.
 */
export function isHostOf(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** True when the URL's host belongs to any of `domains`. */
export function hasHostIn(url: URL, domains: readonly string[]): boolean {
  const host = hostOf(url);
  return domains.some((domain) => isHostOf(host, domain));
}

/** The path's non-empty segments, percent-decoding left to the caller's patterns. */
export function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}
