// The items to draw, computed defensively (spec/002 §8): when working out which items are visible
// fails, the failure is logged and every item is drawn — more DOM, never a missing item.

import { VISIBLE_ITEMS_FAILED } from '../../model/messages.ts';

export function visibleItemsOrAll(
  count: number,
  compute: () => readonly number[],
): readonly number[] {
  try {
    return compute();
  } catch (error) {
    console.error(VISIBLE_ITEMS_FAILED, error);
    return Array.from({ length: count }, (_, index) => index);
  }
}
