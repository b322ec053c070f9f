// What the custom elements raise: every gallery event of spec/001 §4 (and the viewer's own) as one
// DOM event, `tessera-event`, whose detail is `{ name, data }`. It bubbles and crosses shadow
// roots, so a listener anywhere above the element hears it.

export const TESSERA_EVENT = 'tessera-event';

export interface TesseraEventDetail {
  name: string;
  data: unknown;
}

export function raiseTesseraEvent(element: Element, name: string, data: unknown): void {
  const detail: TesseraEventDetail = { name, data };
  element.dispatchEvent(new CustomEvent(TESSERA_EVENT, { detail, bubbles: true, composed: true }));
}
