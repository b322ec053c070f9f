// What the hover tests share: the parts of an item that hovering changes, and a mouse parked
// outside the gallery before a test moves it.

import { userEvent } from 'vitest/browser';
import { itemElement } from '../testing.tsx';

export function overlayOf(gallery: Element, idx: number): HTMLElement | null {
  return itemElement(gallery, idx)?.querySelector<HTMLElement>('[data-overlay]') ?? null;
}

export function contentOf(gallery: Element, idx: number): HTMLElement {
  return itemElement(gallery, idx)!.querySelector<HTMLElement>('[data-content-hover]')!;
}

/** Whether the item's overlay can be seen (its visibility, once its animation has run). */
export function overlayVisible(gallery: Element, idx: number): boolean {
  const overlay = overlayOf(gallery, idx);
  return overlay !== null && getComputedStyle(overlay).visibility === 'visible';
}

/** Moves the mouse onto the button before the gallery (testing.tsx draws it). */
export async function parkMouse(host: HTMLElement): Promise<void> {
  await userEvent.hover(host.previousElementSibling!);
}
