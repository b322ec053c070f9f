// The media's own size, as the layouter takes it (spec/002 §3: width, height).

import { type JsonObject, numberOf, objectOf } from './fields.ts';

/**
 * A side as the layouter reads it: spec/002 names no rule for a missing or bad size, so the
 * reference's reading is kept — anything missing, not a finite number or under 1 counts as 1 (the
 * engine's `dimension` in crates/layout/src/frame.rs does the same). An item with neither side is
 * thus a square; one with a single side keeps the reference's (extreme) ratio.
 */
export function itemDimension(value: unknown): number {
  const side = numberOf(value);
  return side !== undefined && side >= 1 ? side : 1;
}

/** A side of at least one pixel, from the first of `values` that gives one. */
function firstSide(...values: unknown[]): number | undefined {
  for (const value of values) {
    const side = numberOf(value);
    if (side !== undefined && side >= 1) return side;
  }
  return undefined;
}

/**
 * The item's width or height: the transport object's, then its metadata's, then a text item's
 * text box (textStyle), then a store item's itemWidth / itemHeight.
 */
export function itemSide(side: 'width' | 'height', dto: JsonObject, meta: JsonObject): number {
  const textStyle = objectOf(meta.textStyle ?? dto.textStyle);
  const storeSide = side === 'width' ? dto.itemWidth : dto.itemHeight;
  return itemDimension(firstSide(dto[side], meta[side], textStyle?.[side], storeSide));
}

/** The flat (width, height) pairs the engine takes. */
export function itemSizes(items: readonly { width: number; height: number }[]): Float64Array {
  const sizes = new Float64Array(items.length * 2);
  items.forEach((item, i) => {
    sizes[2 * i] = item.width;
    sizes[2 * i + 1] = item.height;
  });
  return sizes;
}
