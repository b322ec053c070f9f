// Where an embedded gallery or viewer draws: an element the embed appends inside the site's
// element, with an open shadow root that carries the embed's stylesheet, so the page's CSS does
// not reach what is drawn and its CSS does not reach the page. Nothing goes into the page's head.

import './shadow-host.css';

/** Marks the element the embed adds inside the site's element. */
export const EMBED_HOST_ATTRIBUTE = 'data-tessera-embed';

export interface ShadowHost {
  /** The element added to the site's element; remove it to take everything away. */
  host: HTMLElement;
  /** Where React renders, inside the shadow root. */
  mountPoint: HTMLElement;
}

/** One constructed sheet per stylesheet text, shared by every shadow root of the page. */
const sheets = new Map<string, CSSStyleSheet>();

function styleShadow(shadow: ShadowRoot, css: readonly string[]): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    shadow.adoptedStyleSheets = css.map((text) => {
      let sheet = sheets.get(text);
      if (sheet === undefined) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        sheets.set(text, sheet);
      }
      return sheet;
    });
    return;
  }
  for (const text of css) {
    const style = document.createElement('style');
    style.textContent = text;
    shadow.append(style);
  }
}

/** Appends a shadow host with the stylesheets `css` to `element` (after its own children). */
export function addShadowHost(element: Element, css: readonly string[]): ShadowHost {
  const host = document.createElement('div');
  host.setAttribute(EMBED_HOST_ATTRIBUTE, '');
  const shadow = host.attachShadow({ mode: 'open' });
  styleShadow(shadow, css);
  const mountPoint = document.createElement('div');
  shadow.append(mountPoint);
  element.append(host);
  return { host, mountPoint };
}
