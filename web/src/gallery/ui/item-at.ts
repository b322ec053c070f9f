// Events on items are handled once, on the gallery: this finds the item an event happened in.

/** The item element an event happened in, with its index; null outside the items. */
export function itemAt(target: EventTarget | null): { element: HTMLElement; idx: number } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-idx]') : null;
  return element === null ? null : { element, idx: Number(element.dataset.idx) };
}
