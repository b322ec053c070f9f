// Display fields derived from what the transport object gave (spec/002 §3 "Derived display
// fields", §8 fallbacks).

import { NO_KEY_FOUND, UNTITLED_IMAGE, UNTITLED_VIDEO } from './messages.ts';
import type { ItemType } from './item-type.ts';

/** The tag that marks an item as a demo (spec/002 §3). */
export const PAID_TAG = '_paid';

export function altOf(alt: string | undefined, type: ItemType): string {
  if (alt !== undefined && alt.trim() !== '') return alt;
  return type === 'video' ? UNTITLED_VIDEO : UNTITLED_IMAGE;
}

export function keyOf(key: string | undefined): string {
  return key ?? NO_KEY_FOUND;
}

export function isDemoOf(isDemo: boolean | undefined, tags: readonly string[]): boolean {
  return isDemo === true || tags.includes(PAID_TAG);
}
