// Twin of crates/layout/src/column_rows.rs: the items side by side of a repeating group in a column
// (2h, 3h) sized as the reference sizes them, last bit included. Observed of pro-gallery 5.0.148
// as a black box (the sides it sets logged): every item keeps its (cut) width and height and is
// resized by multiplying both by new over old; the row is sized twice, at the column target
// width from the items' own sides, then at its column's width from the sides that left; each
// item is rounded on its own and the item that takes the rounding takes what the group's rounded
// width leaves. Which way a width that lands on half a pixel rounds follows those products.

import { fmax, jsRound } from './js-math.ts';

/**
 * Resizes the items of a row to the inner height of a group `width` wide; returns that height. A
 * side reads as at least a pixel: each item is scaled by that height held to a pixel over its own,
 * and keeps sides of a pixel or more (observed: a row -0.67 px tall leaves a 5108 x 3405.33 item
 * 5108 x (1 / 3405.33) = 1.4999999999999998 px wide, which shows 1 px, not 2).
 */
function sizeRow(sides: Float64Array, count: number, width: number, s: number): number {
  let sum = 0;
  for (let place = 0; place < count; place++) sum += fmax(sides[2 * place], 1) / fmax(sides[2 * place + 1], 1);
  const inverse = 1 / sum;
  const height = width * inverse + s * (1 - count * inverse) - s;
  const held = fmax(height, 1);
  for (let place = 0; place < count; place++) {
    const k = held / sides[2 * place + 1];
    sides[2 * place] = fmax(sides[2 * place] * k, 1);
    sides[2 * place + 1] = fmax(sides[2 * place + 1] * k, 1);
  }
  return height;
}

/**
 * Sizes a row of `count` items (`sides`, from `cutGroupSides` in item-sides.ts) at the column `target` width, then at
 * its column's `width`; returns the group's outer height.
 */
export function sizeColumnRow(sides: Float64Array, count: number, target: number, width: number, s: number): number {
  sizeRow(sides, count, target, s);
  return sizeRow(sides, count, width, s) + s;
}

/**
 * Places a row sized by `sizeColumnRow` (`height` tall with its spacing) at (`left`, `top`) into
 * `rects` from item `first`: each item's width rounded on its own, the first of two or the last of
 * three taking what the group's width rounded less the spacings leaves; every item as tall as the
 * group's rounded height less the spacing (observed: a row 19.5 px tall whose items' heights came
 * out 19.499999999999996 shows them 20 px tall).
 */
export function placeColumnRow(
  sides: Float64Array,
  count: number,
  width: number,
  height: number,
  left: number,
  top: number,
  s: number,
  rects: Float64Array,
  first: number,
): void {
  const taker = count === 2 ? 0 : count - 1;
  let rest = jsRound(width - count * s);
  const rowHeight = fmax(jsRound(height) - s, 1);
  for (let place = 0; place < count; place++) if (place !== taker) rest -= jsRound(sides[2 * place]);
  let x = left;
  for (let place = 0; place < count; place++) {
    const w = place === taker ? rest : jsRound(sides[2 * place]);
    const at = 4 * (first + place);
    if (at + 4 <= rects.length) {
      rects[at] = x;
      rects[at + 1] = top;
      rects[at + 2] = fmax(w, 1);
      rects[at + 3] = rowHeight;
    }
    x += w + s;
  }
}
