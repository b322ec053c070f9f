// Twin of crates/layout/src/column_rows.rs: the items side by side of a repeating group in a column
// (2h, 3h), and the single item beside a stack of two (3l, 3r), sized as the reference sizes them,
// last bit included. Observed of pro-gallery 5.0.148
// as a black box (the sides it sets logged): every item keeps its (cut) width and height and is
// resized by multiplying both by new over old; the row is sized twice, at the column target
// width from the items' own sides, then at its column's width from the sides that left; each
// item is rounded on its own and the item that takes the rounding takes what the group's rounded
// width leaves. Which way a width that lands on half a pixel rounds follows those products.

import { GROUP_3L } from './group-types.ts';
import { fmax, fmin, jsRound } from './js-math.ts';

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
 * Scales item `place` of `sides` by `to` over its current side (`side`: 0 its width, 1 its
 * height), each side kept at a pixel or more.
 */
function scalePlace(sides: Float64Array, place: number, side: number, to: number): void {
  const k = to / sides[2 * place + side];
  sides[2 * place] = fmax(sides[2 * place] * k, 1);
  sides[2 * place + 1] = fmax(sides[2 * place + 1] * k, 1);
}

/**
 * Arranges 3l or 3r from its items' sides as the group forms: the stack's second item as wide as
 * its first, the single item as tall as the two (no spacing yet).
 */
function arrangeBesideStack(type: number, sides: Float64Array): void {
  if (type === GROUP_3L) {
    scalePlace(sides, 2, 0, sides[2]);
    scalePlace(sides, 0, 1, sides[3] + sides[5]);
  } else {
    scalePlace(sides, 1, 0, sides[0]);
    scalePlace(sides, 2, 1, sides[1] + sides[3]);
  }
}

/**
 * Resizes 3l or 3r to the outer `width`; returns the group's outer height. The height is read
 * through the inverse of the group's ratio, (stack's ratios summed) / (r0·r1 + r1·r2 + r0·r2), as
 * width × inverse + spacing × (2 − (2 + single) × inverse), the single item is sized to it less
 * the spacing and the stack to the width the single item leaves less two spacings, each target
 * held to a pixel (observed bit for bit on 600 of 600 random groups, every side the reference sets
 * logged). The places: the single item, then the stack's two in the order the reference sizes
 * them (3r sizes its second item before its first).
 */
function sizeBesideStack(type: number, sides: Float64Array, width: number, s: number): number {
  const single = type === GROUP_3L ? 0 : 2;
  const first = 1;
  const second = type === GROUP_3L ? 2 : 0;
  const r0 = sides[0] / sides[1];
  const r1 = sides[2] / sides[3];
  const r2 = sides[4] / sides[5];
  const stackSum = type === GROUP_3L ? r1 + r2 : r1 + r0;
  const one = type === GROUP_3L ? r0 : r2;
  const inverse = stackSum / (r0 * r1 + r1 * r2 + r0 * r2);
  const height = width * inverse + s * (2 - (2 + one) * inverse);
  scalePlace(sides, single, 1, fmax(height - s, 1));
  const stack = fmax(width - sides[2 * single] - 2 * s, 1);
  scalePlace(sides, first, 0, stack);
  scalePlace(sides, second, 0, stack);
  return height;
}

/** The smallest side of the items in `sides`. */
function smallestSide(sides: Float64Array): number {
  let least = Infinity;
  for (let i = 0; i < 6; i++) least = fmin(least, sides[i]);
  return least;
}

/**
 * Sizes 3l or 3r (`sides`, from `cutColumnGroupSides` in item-sides.ts; `taken` of its places
 * hold items of their own) as the reference does in a column: arranged and sized at the column
 * `target` width, arranged and sized again while a side is under `minItemSize`, up to as many
 * times in all as the group holds items of its own, then sized at its column's `width`; returns
 * the group's outer height (observed: a group of three small items is sized three times at the
 * target, of two twice, an item beside two stand-ins once). Placed by `placeStripGroup`
 * (group-types.ts).
 */
export function sizeColumnBesideStack(type: number, sides: Float64Array, taken: number, target: number, width: number, s: number, minItemSize: number): number {
  arrangeBesideStack(type, sides);
  sizeBesideStack(type, sides, target, s);
  for (let pass = 1; pass < taken; pass++) {
    if (smallestSide(sides) >= minItemSize) break;
    arrangeBesideStack(type, sides);
    sizeBesideStack(type, sides, target, s);
  }
  return sizeBesideStack(type, sides, width, s);
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
