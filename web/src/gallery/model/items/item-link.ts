// The item's link (spec/002 §3 "Link") and the fields derived from it: linkType, linkUrl and
// linkOpenType. Every address goes through the link rules of web/src/content/links, so no script
// or data address ever becomes a linkUrl.

import {
  cleanUrl,
  type HtmlTarget,
  type LinkRuleSettings,
  resolveLink,
} from '../../../content/links/index.ts';
import type { LinkRel, LinkTarget } from '../../../content/types/common.ts';
import { booleanOf, type JsonObject, objectOf, stringOf } from './fields.ts';

export const LINK_TYPES = ['none', 'web', 'page', 'anchor', 'email', 'phone', 'document'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface ItemLink {
  linkType: LinkType;
  /** The address to render, or undefined when there is none or the link rules refused it. */
  linkUrl: string | undefined;
  /** The target: `_blank` unless the link names another (spec/002 §3). */
  linkOpenType: HtmlTarget | undefined;
  /** rel keywords (`noopener` for a new tab), or undefined. */
  linkRel: string | undefined;
  linkText: string | undefined;
  linkTitle: string | undefined;
}

export const NO_LINK: ItemLink = {
  linkType: 'none',
  linkUrl: undefined,
  linkOpenType: undefined,
  linkRel: undefined,
  linkText: undefined,
  linkTitle: undefined,
};

/** Sub-types of a site-specific link, by the names its `data.type` uses ("PageLink", "email"). */
const SUB_TYPES: Readonly<Record<string, LinkType>> = {
  page: 'page',
  anchor: 'anchor',
  external: 'web',
  web: 'web',
  email: 'email',
  phone: 'phone',
  document: 'document',
};

function subTypeOf(name: unknown): LinkType | undefined {
  if (typeof name !== 'string') return undefined;
  return SUB_TYPES[name.trim().toLowerCase().replace(/link$/, '')];
}

/** none, web and page are link types of their own; any other type is site-specific, and its
 *  sub-type says what it is. An untyped link with an address is a web link. */
function declaredType(link: JsonObject, data: JsonObject | undefined): LinkType | undefined {
  const type = stringOf(link.type)?.trim().toLowerCase();
  if (type === 'none') return 'none';
  if (type === 'web' || type === 'page') return type;
  return subTypeOf(data?.type) ?? subTypeOf(link.subType) ?? subTypeOf(type);
}

/** The target the link asks for, in the content model's words. */
function targetOf(link: JsonObject): LinkTarget | undefined {
  const target = stringOf(link.target)?.trim().replace(/^_/, '').toUpperCase();
  if (target === 'BLANK' || target === 'SELF' || target === 'PARENT' || target === 'TOP')
    return target;
  const targetBlank = booleanOf(link.targetBlank);
  if (targetBlank !== undefined) return targetBlank ? 'BLANK' : 'SELF';
  return undefined;
}

const REL_FLAGS = ['nofollow', 'sponsored', 'ugc', 'noreferrer'] as const;

/** rel flags given as { nofollow: true } or as words ("nofollow ugc"). */
function relOf(value: unknown): LinkRel | undefined {
  const flags = objectOf(value);
  const words = stringOf(value)?.toLowerCase().split(/\s+/) ?? [];
  const rel: LinkRel = {};
  for (const flag of REL_FLAGS) {
    const given = flags === undefined ? words.includes(flag) || undefined : booleanOf(flags[flag]);
    if (given !== undefined) rel[flag] = given;
  }
  return Object.keys(rel).length > 0 ? rel : undefined;
}

function anchorNameOf(link: JsonObject, data: JsonObject | undefined): string {
  return (
    stringOf(data?.anchorName) ??
    stringOf(data?.anchor) ??
    stringOf(link.anchor) ??
    ''
  ).trim();
}

/** The address a typed link goes to, when it gives its parts instead of a url. */
function addressOf(type: LinkType, link: JsonObject, data: JsonObject | undefined): string {
  const url = cleanUrl(stringOf(link.url) ?? stringOf(data?.url) ?? '');
  if (url !== '') return url;
  const recipient = stringOf(data?.recipient)?.trim();
  if (type === 'email' && recipient) return `mailto:${recipient}`;
  const phone = stringOf(data?.phoneNumber)?.trim();
  if (type === 'phone' && phone) return `tel:${phone}`;
  return '';
}

/** A link within the page the gallery is on: `#name`, in the same tab. */
function inPageLink(name: string, common: Pick<ItemLink, 'linkText' | 'linkTitle'>): ItemLink {
  if (name === '') return { ...NO_LINK, ...common, linkType: 'anchor' };
  return {
    ...common,
    linkType: 'anchor',
    linkUrl: `#${encodeURIComponent(name)}`,
    linkOpenType: '_self',
    linkRel: undefined,
  };
}

/** The type an address reveals when its link did not say (a web link to mailto: is an email). */
function typeOfAddress(href: string, declared: LinkType | undefined): LinkType {
  if (declared !== undefined && declared !== 'web') return declared;
  if (/^mailto:/i.test(href)) return 'email';
  if (/^tel:/i.test(href)) return 'phone';
  return 'web';
}

export function readItemLink(value: unknown, settings: LinkRuleSettings = {}): ItemLink {
  const link = objectOf(value);
  if (link === undefined) return NO_LINK;
  const data = objectOf(link.data);
  const declared = declaredType(link, data);
  const common = { linkText: stringOf(link.text), linkTitle: stringOf(link.title) };
  if (declared === 'none') return { ...NO_LINK, ...common };

  const url = addressOf(declared ?? 'web', link, data);
  if (url.startsWith('#')) return inPageLink(url.slice(1), common);
  const anchorName = declared === 'anchor' ? anchorNameOf(link, data) : '';
  if (anchorName !== '' || (declared === 'anchor' && url === ''))
    return inPageLink(anchorName, common);
  const resolved = resolveLink({ url, target: targetOf(link), rel: relOf(link.rel) }, settings);
  if (resolved === null) return { ...NO_LINK, ...common, linkType: declared ?? 'none' };
  return {
    ...common,
    linkType: typeOfAddress(resolved.href, declared),
    linkUrl: resolved.href,
    linkOpenType: resolved.target,
    linkRel: resolved.rel,
  };
}
