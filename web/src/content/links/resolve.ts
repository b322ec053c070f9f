// resolveLink: a content link -> the href, target and rel to render, or null when the link must
// not be rendered as one (spec/000 §2 "Link handling rules").

import { viewerAnchorId } from '../tree.ts';
import type { Link, LinkRel, LinkTarget } from '../types/common.ts';
import {
  cleanUrl,
  isAllowedTelephone,
  isSiteRelative,
  REFUSED_SCHEMES,
  withBaseUrl,
} from './rules.ts';
import { schemeOf } from './scheme.ts';

export type HtmlTarget = '_blank' | '_self' | '_parent' | '_top';

/** The viewer's link settings (the `links` of the viewer context satisfies it). */
export interface LinkRuleSettings {
  /** Prefix for site-relative links. */
  baseUrl?: string;
  /** Target of a link that names none; a new tab when absent (spec/000 §2). */
  defaultTarget?: HtmlTarget;
  /** rel flags of every link, unless the link sets the flag itself. (The deprecated rel-value
   *  string of spec/000 §8 is turned into these flags, with its warning, by the viewer.) */
  defaultRel?: LinkRel;
}

export interface ResolvedLink {
  href: string;
  target: HtmlTarget;
  /** Space-separated rel keywords, or undefined when there are none. */
  rel: string | undefined;
  /** For an in-page link: the id of the element it goes to (`viewer-{anchor}`). */
  anchorId?: string;
}

const TARGETS: Readonly<Record<LinkTarget, HtmlTarget>> = {
  SELF: '_self',
  BLANK: '_blank',
  PARENT: '_parent',
  TOP: '_top',
};

function relOf(link: Link, target: HtmlTarget, settings: LinkRuleSettings): string | undefined {
  const defaults = settings.defaultRel ?? {};
  // A page opened in a new tab never gets a handle on this one.
  const words: string[] = target === '_blank' ? ['noopener'] : [];
  for (const flag of ['noreferrer', 'nofollow', 'sponsored', 'ugc'] as const) {
    if (link.rel?.[flag] ?? defaults[flag]) words.push(flag);
  }
  return words.length > 0 ? words.join(' ') : undefined;
}

function inPage(anchor: string): ResolvedLink | null {
  const anchorId = viewerAnchorId(anchor.trim());
  if (anchorId === undefined) return null;
  return { href: `#${encodeURI(anchorId)}`, target: '_self', rel: undefined, anchorId };
}

/** The address to render, or null when the rules refuse it. */
function hrefOf(url: string, settings: LinkRuleSettings): string | null {
  const scheme = schemeOf(url);
  if (scheme !== undefined) {
    if (REFUSED_SCHEMES.has(scheme)) return null;
    if (scheme === 'tel') return isAllowedTelephone(url.slice(url.indexOf(':') + 1)) ? url : null;
    return url;
  }
  if (isSiteRelative(url)) return withBaseUrl(url, settings.baseUrl);
  if (url.startsWith('/') || url.startsWith('?') || url.startsWith('.')) return url;
  // An address without a scheme ("www.example.com", "example.com/page") names a host.
  return `https://${url}`;
}

export function resolveLink(
  link: Link | undefined | null,
  settings: LinkRuleSettings = {},
): ResolvedLink | null {
  if (typeof link !== 'object' || link === null) return null;
  const url = typeof link.url === 'string' ? cleanUrl(link.url) : '';
  if (url === '') return typeof link.anchor === 'string' ? inPage(link.anchor) : null;
  // spec/000 §2: a link consisting only of an anchor becomes an in-page link to a viewer anchor.
  if (url.startsWith('#')) return inPage(url.slice(1));
  const href = hrefOf(url, settings);
  if (href === null) return null;
  const target =
    (link.target !== undefined ? TARGETS[link.target] : undefined) ??
    settings.defaultTarget ??
    '_blank';
  return { href, target, rel: relOf(link, target, settings) };
}
