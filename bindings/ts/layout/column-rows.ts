// Twin of crates/layout/src/column_rows.rs (the rules are explained there).

import { GROUP_2H, GROUP_2V, GROUP_3H, GROUP_3L, GROUP_3V, groupTypeSize } from './group-types.ts';
import { fmax, fmin, jsRound } from './js-math.ts';

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
 * Arranges a group from its items' sides as it forms (no spacing yet): a row's items as tall as
 * its first, a stack's as wide as its first (the last item first), 3l and 3r's stack's second
 * item as wide as its first and the single item as tall as the two.
 */
function arrange(type: number, sides: Float64Array): void {
  if (type === GROUP_2H || type === GROUP_3H || type === GROUP_2V || type === GROUP_3V) {
    const side = type === GROUP_2H || type === GROUP_3H ? 1 : 0;
    const to = sides[side];
    for (let place = groupTypeSize(type) - 1; place >= 1; place--)
      scalePlace(sides, place, side, to);
  } else if (type === GROUP_3L) {
    scalePlace(sides, 2, 0, sides[2]);
    scalePlace(sides, 0, 1, sides[3] + sides[5]);
  } else {
    scalePlace(sides, 1, 0, sides[0]);
    scalePlace(sides, 2, 1, sides[1] + sides[3]);
  }
}

/**
 * Resizes the items of a row of `count` to the inner height of a group `width` wide; returns the
 * group's outer height, width × inverse + spacing × (1 − count × inverse), inverse = 1 / Σ ratios
 * (a row under a pixel tall: observed, a row -0.67 px tall leaves a 5108 x 3405.33 item 5108 x
 * (1 / 3405.33) = 1.4999999999999998 px wide, which shows 1 px, not 2).
 */
function sizeRow(sides: Float64Array, count: number, width: number, s: number): number {
  let sum = 0;
  for (let place = 0; place < count; place++) sum += sides[2 * place] / sides[2 * place + 1];
  const inverse = 1 / sum;
  const height = width * inverse + s * (1 - count * inverse) - s;
  for (let place = 0; place < count; place++) scalePlace(sides, place, 1, fmax(height, 1));
  return height + s;
}

/**
 * Resizes the items of a stack of `count` to the inner width of a group `width` wide; returns the
 * group's outer height, width × inverse + spacing × (count − inverse), inverse = Σ 1 / ratio of the
 * sides before (observed).
 */
function sizeStack(sides: Float64Array, count: number, width: number, s: number): number {
  let inverse = 0;
  for (let place = 0; place < count; place++)
    inverse += 1 / (sides[2 * place] / sides[2 * place + 1]);
  const height = width * inverse + s * (count - inverse);
  for (let place = 0; place < count; place++) scalePlace(sides, place, 0, fmax(width - s, 1));
  return height;
}

/**
 * Resizes 3l or 3r to the outer `width`; returns the group's outer height, width × inverse +
 * spacing × (2 − (2 + single) × inverse), inverse = (the stack's ratios summed) / (r0·r1 + r1·r2 +
 * r0·r2). The single item is sized to it less the spacing, then the stack to the width the single
 * item leaves less two spacings, 3r's second item before its first (observed).
 */
function sizeBesideStack(type: number, sides: Float64Array, width: number, s: number): number {
  const single = type === GROUP_3L ? 0 : 2;
  const second = type === GROUP_3L ? 2 : 0;
  const r0 = sides[0] / sides[1];
  const r1 = sides[2] / sides[3];
  const r2 = sides[4] / sides[5];
  const one = type === GROUP_3L ? r0 : r2;
  const stackSum = type === GROUP_3L ? r1 + r2 : r1 + r0;
  const inverse = stackSum / (r0 * r1 + r1 * r2 + r0 * r2);
  const height = width * inverse + s * (2 - (2 + one) * inverse);
  scalePlace(sides, single, 1, fmax(height - s, 1));
  const stack = fmax(width - sides[2 * single] - 2 * s, 1);
  scalePlace(sides, 1, 0, stack);
  scalePlace(sides, second, 0, stack);
  return height;
}

/** Resizes a group of `type` to the outer `width`; returns its outer height. */
function sizeToWidth(type: number, sides: Float64Array, width: number, s: number): number {
  const count = groupTypeSize(type);
  if (type === GROUP_2H || type === GROUP_3H) return sizeRow(sides, count, width, s);
  if (type === GROUP_2V || type === GROUP_3V) return sizeStack(sides, count, width, s);
  return sizeBesideStack(type, sides, width, s);
}

/** The smallest side of the items of a group of `type`. */
function smallestSide(type: number, sides: Float64Array): number {
  let least = Infinity;
  const end = 2 * groupTypeSize(type);
  for (let i = 0; i < end; i++) least = fmin(least, sides[i]);
  return least;
}

/**
 * Sizes a group of `type` (2h, 3h, 2v, 3v, 3l or 3r; `sides` from `cutColumnGroupSides` in
 * item-sides.ts, `taken` of its places holding items of their own) at the column `target` width,
 * again while a side is under `minItemSize` up to `taken` times in all, then at its column's
 * `width`; returns the group's outer height. A row is placed by `placeColumnRow`, any other group
 * by `placeStripGroup` (group-types.ts).
 */
export function sizeColumnGroup(
  type: number,
  sides: Float64Array,
  taken: number,
  target: number,
  width: number,
  s: number,
  minItemSize: number,
): number {
  arrange(type, sides);
  sizeToWidth(type, sides, target, s);
  for (let pass = 1; pass < taken; pass++) {
    if (smallestSide(type, sides) >= minItemSize) break;
    arrange(type, sides);
    sizeToWidth(type, sides, target, s);
  }
  return sizeToWidth(type, sides, width, s);
}

/**
 * Places a row sized by `sizeColumnGroup` (`height` tall with its spacing) at (`left`, `top`) into
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
  for (let place = 0; place < count; place++)
    if (place !== taker) rest -= jsRound(sides[2 * place]);
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
