// A layout's structure: for each item, the item right above it and the item right before it on
// its line (the nearest edge at or before its own, among the items that overlap it across). Two
// layouts with one structure differ only in sizes, so every layout between them — each edge moved
// in proportion — keeps the items where the structure puts them, with the same spacing between
// them. Items are looked for among the ones shortly before them in the layout's order, where the
// layouter puts neighbours; that keeps the cost linear. Pure.

import { RECT_STRIDE } from '../../../../../bindings/engine.ts';

/** How many earlier items are looked at for a neighbour (more than any row or column count). */
const NEIGHBOUR_WINDOW = 64;
/** Edges this close are one edge (the layouter rounds sizes to whole pixels). */
const TOUCHING = 0.5;

/** [above, before] per item: an item's index, or -1. */
export function layoutStructure(rects: Float64Array): Int32Array {
  const count = Math.floor(rects.length / RECT_STRIDE);
  const structure = new Int32Array(count * 2).fill(-1);
  for (let i = 0; i < count; i++) {
    const [left, top, width, height] = rects.subarray(i * RECT_STRIDE, i * RECT_STRIDE + 4);
    let bottomAbove = -Infinity;
    let rightBefore = -Infinity;
    for (let j = Math.max(0, i - NEIGHBOUR_WINDOW); j < i; j++) {
      const at = j * RECT_STRIDE;
      const [l, t, w, h] = [rects[at], rects[at + 1], rects[at + 2], rects[at + 3]];
      const across = l < left + width - TOUCHING && l + w > left + TOUCHING;
      const along = t < top + height - TOUCHING && t + h > top + TOUCHING;
      if (across && t + h <= top + TOUCHING && t + h > bottomAbove + TOUCHING) {
        bottomAbove = t + h;
        structure[2 * i] = j;
      }
      if (along && l + w <= left + TOUCHING && l + w > rightBefore + TOUCHING) {
        rightBefore = l + w;
        structure[2 * i + 1] = j;
      }
    }
  }
  return structure;
}

export function sameStructure(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
