// The sanitiser of a text item's markup (spec/002 §3: the html is untrusted; DESIGN: "a well-kept
// sanitiser"). DOMPurify, with an allowlist of formatting elements and attributes, and two rules of
// our own on top: links go through the link rules of web/src/content/links (so no `javascript:` or
// `data:` address reaches an href) and open apart from this page; inline styles keep only
// typographic properties, so an item cannot lay itself over the host page or load addresses.
// This module is a lazy chunk: DOMPurify loads only when a text item with markup is drawn.

import DOMPurify from 'dompurify';
import { resolveLink } from '../../../content/links/index.ts';
import { safeMediaAddress } from '../../model/items/safe-media-address.ts';

const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'address'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'big'],
  ...['sub', 'sup', 'abbr', 'cite', 'q', 'dfn', 'kbd', 'samp', 'var', 'time', 'font', 'center'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col'],
  ...['a', 'img', 'figure', 'figcaption'],
];

// No id or name (they could shadow the page's globals), no class (it would pick up the host
// page's styles), no event handlers.
const ALLOWED_ATTR = [
  ...['href', 'title', 'style', 'dir', 'lang', 'align', 'valign', 'color', 'face', 'size'],
  ...['src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed'],
  ...['datetime', 'cite'],
];

/** Inline style properties an item may set: how its text looks, not where it sits on the page. */
const STYLE_PROPERTIES = new Set([
  ...['color', 'background-color', 'opacity', 'direction', 'unicode-bidi', 'white-space'],
  ...['font', 'font-family', 'font-size', 'font-style', 'font-variant', 'font-weight'],
  ...['text-align', 'text-decoration', 'text-decoration-line', 'text-decoration-color'],
  ...['text-decoration-style', 'text-transform', 'text-indent', 'text-shadow', 'vertical-align'],
  ...['line-height', 'letter-spacing', 'word-spacing', 'list-style-type', 'list-style-position'],
  ...['width', 'max-width', 'height', 'max-height', 'border-collapse', 'border-radius'],
]);
const STYLE_PREFIXES = ['margin-', 'padding-', 'border-top-', 'border-right-', 'border-bottom-'];
const STYLE_PREFIXES_MORE = ['border-left-', 'border-start-', 'border-end-'];
/** Values that load an address or run something, whatever the property. */
const HOSTILE_VALUE = /url\s*\(|image-set\s*\(|expression\s*\(|javascript:/i;

function allowedProperty(name: string): boolean {
  if (STYLE_PROPERTIES.has(name)) return true;
  return [...STYLE_PREFIXES, ...STYLE_PREFIXES_MORE].some((prefix) => name.startsWith(prefix));
}

function keepTypographicStyle(element: HTMLElement): void {
  const kept: string[] = [];
  for (const name of Array.from(element.style)) {
    const value = element.style.getPropertyValue(name);
    if (allowedProperty(name) && !HOSTILE_VALUE.test(value)) kept.push(`${name}: ${value}`);
  }
  if (kept.length > 0) element.setAttribute('style', kept.join('; '));
  else element.removeAttribute('style');
}

function ruleLink(anchor: Element): void {
  const link = resolveLink({ url: anchor.getAttribute('href') ?? '' });
  anchor.removeAttribute('target');
  if (link === null) {
    anchor.removeAttribute('href');
    anchor.removeAttribute('rel');
    return;
  }
  anchor.setAttribute('href', link.href);
  anchor.setAttribute('target', link.target);
  anchor.setAttribute('rel', 'noopener noreferrer');
}

function ruleImage(image: Element): void {
  const src = safeMediaAddress(image.getAttribute('src'));
  if (src === undefined) image.removeAttribute('src');
  else image.setAttribute('src', src);
  // A picture its author left unnamed is decoration: assistive technology passes over it.
  if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
}

// An instance of our own: the hooks never reach another DOMPurify user on the page.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof HTMLElement)) return;
  if (node.hasAttribute('style')) keepTypographicStyle(node);
  if (node.localName === 'a') ruleLink(node);
  if (node.localName === 'img') ruleImage(node);
});

/** `html` with everything that could run, load a frame or a form, or leave the item removed. */
export function sanitiseItemHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
