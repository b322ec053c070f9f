// Which thumbnails the strip shows and where (spec/002 §4 "Slideshow", §5 "Thumbnail count is made
// odd"): an odd count centred on the current item, in slots along the strip. The strip remembers
// the slot of the current item (the offset memory): a move adds its distance to it, the short way
// round when the gallery loops, so going past the last item keeps the strip moving the same way.

export interface StripSlot {
  /** The slot's place along the strip, counted from where the memory started. */
  slot: number;
  /** The item shown in it. */
  idx: number;
}

/** How many thumbnails of `size` and `spacing` cover `length`, made odd, at least 1. */
export function thumbnailCount(length: number, size: number, spacing: number): number {
  const step = size + spacing;
  const count = step > 0 ? Math.max(1, Math.ceil((length + spacing) / step)) : 1;
  return count % 2 === 0 ? count + 1 : count;
}

/** The memory after the current item moved from `from` to `to`. */
export function nextMemory(
  memory: number,
  from: number,
  to: number,
  itemsCount: number,
  loop: boolean,
): number {
  let delta = to - from;
  if (loop && itemsCount > 0) {
    if (delta > itemsCount / 2) delta -= itemsCount;
    else if (delta < -itemsCount / 2) delta += itemsCount;
  }
  return memory + delta;
}

/**
 * The slots shown around the current item's slot `memory`: `count` of them (fewer when a looping
 * gallery has fewer items, so no item shows twice), those without an item left out.
 */
export function stripSlots(
  memory: number,
  current: number,
  count: number,
  itemsCount: number,
  loop: boolean,
): StripSlot[] {
  if (itemsCount === 0) return [];
  let half = Math.floor(count / 2);
  if (loop) half = Math.min(half, Math.floor((itemsCount - 1) / 2));
  const slots: StripSlot[] = [];
  for (let slot = memory - half; slot <= memory + half; slot++) {
    const at = slot - memory + current;
    if (loop) slots.push({ slot, idx: ((at % itemsCount) + itemsCount) % itemsCount });
    else if (at >= 0 && at < itemsCount) slots.push({ slot, idx: at });
  }
  return slots;
}
