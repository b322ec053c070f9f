// Twin of crates/layout/src/group_types.rs (the rules are explained there).

import { fmax, fmin, jsRound } from './js-math.ts';

export const GROUP_1 = 0;
export const GROUP_2H = 1;
export const GROUP_2V = 2;
export const GROUP_3T = 3;
export const GROUP_3B = 4;
export const GROUP_3L = 5;
export const GROUP_3R = 6;
export const GROUP_3H = 7;
export const GROUP_3V = 8;
export const GROUP_TYPE_COUNT = 9;

/** Whether a group of `type` stacks items (every type but a single item and a row). */
export function stacks(type: number): boolean {
  return type !== GROUP_1 && type !== GROUP_2H && type !== GROUP_3H;
}

/** How many items a group of each type holds. */
export function groupTypeSize(type: number): number {
  return type === GROUP_1 ? 1 : type <= GROUP_2V ? 2 : 3;
}

/**
 * The outer width of a group of `type` whose outer height is `height`; `r` holds the item ratios.
 * `info` is the room each item keeps under or over its media for text: items side by side in one
 * row are sized by their media (pro-gallery's rule); stacked items ignore it.
 */
export function widthForHeight(
  type: number,
  r: Float64Array,
  at: number,
  height: number,
  s: number,
  info: number,
): number {
  // A single item, the most frequent, here: small enough for V8 to inline (no call, no boxing).
  return type === GROUP_1
    ? (height - s - info) * r[at] + s
    : groupWidthForHeight(type, r, at, height, s, info);
}

/** `widthForHeight` of a group of more than one item (any other type measures as a single item). */
function groupWidthForHeight(
  type: number,
  r: Float64Array,
  at: number,
  height: number,
  s: number,
  info: number,
): number {
  const r0 = r[at];
  const r1 = r[at + 1];
  const r2 = r[at + 2];
  switch (type) {
    case GROUP_2H:
      return (height - s - info) * (r0 + r1) + 2 * s;
    case GROUP_2V:
      return (height - 2 * s) / (1 / r0 + 1 / r1) + s;
    case GROUP_3H:
      return (height - s - info) * (r0 + r1 + r2) + 3 * s;
    case GROUP_3V:
      return (height - 3 * s) / (1 / r0 + 1 / r1 + 1 / r2) + s;
    case GROUP_3T: {
      const pair = r1 + r2;
      return (height - 2 * s + s / r0 + (2 * s) / pair) / (1 / r0 + 1 / pair);
    }
    case GROUP_3B: {
      const pair = r0 + r1;
      return (height - 2 * s + (2 * s) / pair + s / r2) / (1 / pair + 1 / r2);
    }
    case GROUP_3L:
      return (height - s) * r0 + s + (height - 2 * s) / (1 / r1 + 1 / r2) + s;
    case GROUP_3R:
      return (height - 2 * s) / (1 / r0 + 1 / r1) + s + (height - s) * r2 + s;
    default:
      return (height - s - info) * r0 + s;
  }
}

/** The outer height of a group of `type` whose outer width is `width` (a group in a column). */
export function heightForWidth(
  type: number,
  r: Float64Array,
  at: number,
  width: number,
  s: number,
): number {
  const r0 = r[at];
  const r1 = r[at + 1];
  const r2 = r[at + 2];
  switch (type) {
    case GROUP_2H:
      return (width - 2 * s) / (r0 + r1) + s;
    case GROUP_2V:
      return (width - s) * (1 / r0 + 1 / r1) + 2 * s;
    case GROUP_3H:
      return (width - 3 * s) / (r0 + r1 + r2) + s;
    case GROUP_3V:
      return (width - s) * (1 / r0 + 1 / r1 + 1 / r2) + 3 * s;
    case GROUP_3T:
      return (width - s) / r0 + s + (width - 2 * s) / (r1 + r2) + s;
    case GROUP_3B:
      return (width - 2 * s) / (r0 + r1) + s + (width - s) / r2 + s;
    case GROUP_3L: {
      const stack = 1 / (1 / r1 + 1 / r2);
      return (width - 2 * s + s * r0 + 2 * s * stack) / (r0 + stack);
    }
    case GROUP_3R: {
      const stack = 1 / (1 / r0 + 1 / r1);
      return (width - 2 * s + 2 * s * stack + s * r2) / (stack + r2);
    }
    default:
      return (width - s) / r0 + s;
  }
}

/** Writes six numbers into `o`. */
export function put6(
  o: Float64Array,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
): void {
  o[0] = a;
  o[1] = b;
  o[2] = c;
  o[3] = d;
  o[4] = e;
  o[5] = f;
}

/**
 * The height of an item `width` wide in a stack: a width under a pixel counts as one (observed
 * of pro-layouts: the item shows a pixel wide, as tall as its ratio makes that pixel, and the
 * item that takes the stack's rounding takes what that height leaves).
 */
function tall(width: number, ratio: number): number {
  return fmax(width, 1) / ratio;
}

/**
 * The inner sizes of the items of a group of outer `width` by `height`, unrounded, written as
 * (width, height) pairs into `out`. A placed group is first rounded to whole pixels and its items
 * sized inside that, as the reference sizes them.
 */
export function innerSizes(
  type: number,
  r: Float64Array,
  at: number,
  width: number,
  height: number,
  s: number,
  info: number,
  out: Float64Array,
): void {
  // A single item here, small enough to inline (as in `widthForHeight`).
  if (type === GROUP_1) put6(out, width - s, height - s, 0, 0, 0, 0);
  else groupInnerSizes(type, r, at, width, height, s, info, out);
}

/** `innerSizes` of a group of more than one item (any other type as a single item). */
function groupInnerSizes(
  type: number,
  r: Float64Array,
  at: number,
  width: number,
  height: number,
  s: number,
  info: number,
  out: Float64Array,
): void {
  const r0 = r[at];
  const w = width - s;
  const h = height - s;
  const r1 = r[at + 1];
  const r2 = r[at + 2];
  switch (type) {
    case GROUP_2H: {
      const rowHeight = (width - 2 * s) / (r0 + r1);
      put6(out, rowHeight * r0, rowHeight + info, rowHeight * r1, rowHeight + info, 0, 0);
      return;
    }
    case GROUP_2V:
      put6(out, w, tall(w, r0), w, tall(w, r1), 0, 0);
      return;
    case GROUP_3H: {
      const rowHeight = (width - 3 * s) / (r0 + r1 + r2);
      put6(
        out,
        rowHeight * r0,
        rowHeight + info,
        rowHeight * r1,
        rowHeight + info,
        rowHeight * r2,
        rowHeight + info,
      );
      return;
    }
    case GROUP_3V:
      put6(out, w, tall(w, r0), w, tall(w, r1), w, tall(w, r2));
      return;
    case GROUP_3T: {
      const rowHeight = (width - 2 * s) / (r1 + r2);
      put6(out, w, w / r0, rowHeight * r1, rowHeight, rowHeight * r2, rowHeight);
      return;
    }
    case GROUP_3B: {
      const rowHeight = (width - 2 * s) / (r0 + r1);
      put6(out, rowHeight * r0, rowHeight, rowHeight * r1, rowHeight, w, w / r2);
      return;
    }
    case GROUP_3L: {
      const right = (height - 2 * s) / (1 / r1 + 1 / r2);
      const left = width - right - 2 * s;
      put6(out, left, h, right, right / r1, right, right / r2);
      return;
    }
    case GROUP_3R: {
      const left = (height - 2 * s) / (1 / r0 + 1 / r1);
      const right = width - left - 2 * s;
      put6(out, left, left / r0, left, left / r1, right, h);
      return;
    }
    default:
      put6(out, w, h, 0, 0, 0, 0);
  }
}

/** Per group type, for each place, whether its item is sized by its height (in a row). */
const SIZED_BY_HEIGHT: readonly (readonly boolean[])[] = [
  [false, false, false], // 1
  [true, true, false], // 2h
  [false, false, false], // 2v
  [false, true, true], // 3t
  [true, true, false], // 3b
  [true, false, false], // 3l
  [false, false, true], // 3r
  [true, true, true], // 3h
  [false, false, false], // 3v
];

/** Whether the item in `place` of a group of `type` is sized by its height (in a row). */
export function sizedByHeight(type: number, place: number): boolean {
  return SIZED_BY_HEIGHT[type]?.[place] ?? false;
}

/**
 * The sides an item keeps from the measure of a candidate group that was turned down (observed of
 * pro-layouts 5.0.148, whose items keep the sides each measure sets): every side is held to at
 * least a pixel, an item in a row set by its height and then its width by its ratio, an item in a
 * stack by its width and then its height. Returns [width, height], in room shared by every call
 * (read it before the next call: this runs for every group turned down, too often to allocate).
 */
export function heldSides(
  byHeight: boolean,
  ratio: number,
  width: number,
  height: number,
): Float64Array {
  if (byHeight) {
    const held = fmax(1, height);
    HELD[0] = fmax(1, held * ratio);
    HELD[1] = held;
  } else {
    const held = fmax(1, width);
    HELD[0] = held;
    HELD[1] = fmax(1, held / ratio);
  }
  return HELD;
}

const HELD = new Float64Array(2);

/** The shape an item keeps from such a measure (`heldSides`): `ratio` itself unless a side was held to a pixel. */
export function measuredShape(
  byHeight: boolean,
  ratio: number,
  width: number,
  height: number,
): number {
  const sides = heldSides(byHeight, ratio, width, height);
  const w = sides[0];
  const h = sides[1];
  const held = byHeight ? !(height >= 1) || !(h * ratio >= 1) : !(width >= 1) || !(w / ratio >= 1);
  return held ? w / h : ratio;
}

/** How many times a group is measured with the shapes it shows, at most (observed: 3b takes two). */
const MEASURE_PASSES = 3;

/**
 * The shapes the places of a group of `type` show (`r` from `at`, changed in place) when it is
 * measured `height` tall, text room aside, and that leaves an item a side under a pixel (observed
 * of pro-gallery 5.0.148 in horizontal galleries whose gallery spacing passes half the target item
 * size): an item sized by its height (in a row) shows at least as wide as tall when its height is
 * under a pixel, and a pixel wide when only its width is; any other (alone, or in a stack) shows
 * at most as wide as tall when its width is under a pixel. Shapes that change change the group's
 * measure, so it is measured again. `inner` is scratch; with `measured`, it holds the first
 * measure's sizes already (the group choice measured the group so: it is not measured twice).
 */
export function shapesMeasuredAt(
  type: number,
  r: Float64Array,
  at: number,
  height: number,
  s: number,
  inner: Float64Array,
  measured: boolean,
): void {
  const places = groupTypeSize(type);
  const byHeight = SIZED_BY_HEIGHT[type] ?? SIZED_BY_HEIGHT[GROUP_1];
  for (let pass = 0; pass < MEASURE_PASSES; pass++) {
    if (pass > 0 || !measured)
      innerSizes(type, r, at, widthForHeight(type, r, at, height, s, 0), height, s, 0, inner);
    let changed = false;
    for (let p = 0; p < places; p++) {
      const was = r[at + p];
      // A side exactly 0 changes nothing.
      if (byHeight[p]) {
        const itemHeight = inner[2 * p + 1];
        if (itemHeight < 1 && itemHeight !== 0) r[at + p] = fmax(was, 1);
        else if (itemHeight >= 1 && inner[2 * p] < 1) r[at + p] = 1 / itemHeight;
      } else if (inner[2 * p] < 1 && inner[2 * p] !== 0) {
        r[at + p] = fmin(was, 1);
      }
      changed = changed || r[at + p] !== was;
    }
    if (!changed) return;
  }
}

/**
 * Widens a group's items by `extra` (the last group of a strip takes the width left over): the
 * first item of each row of the group takes it all (observed of pro-layouts).
 */
export function widenFirstInRows(type: number, inner: Float64Array, extra: number): void {
  // ... except in a row of three, and beside a stack on the left, where the last item takes it.
  if (type === GROUP_3H || type === GROUP_3R) {
    inner[4] += extra;
    return;
  }
  inner[0] += extra;
  if (type === GROUP_2V || type === GROUP_3V) inner[2] += extra;
  if (type === GROUP_3V || type === GROUP_3B) inner[4] += extra;
  if (type === GROUP_3T) inner[2] += extra;
}

/** Writes item `first + k` of a group; a place past the last item (a stand-in) is skipped. */
function put(
  rects: Float64Array,
  first: number,
  info: number,
  k: number,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const at = 4 * (first + k);
  if (at + 4 > rects.length) return;
  rects[at] = x;
  rects[at + 1] = y;
  rects[at + 2] = fmax(w, 1);
  rects[at + 3] = fmax(h - info, 1);
}

/** `first` rounded together with what rounding `next` leaves over. */
function carry2(first: number, next: number): number {
  return jsRound(first + (next - jsRound(next)));
}

/** `first` rounded together with what rounding `next` and `last` leaves over. */
function carry3(first: number, next: number, last: number): number {
  return jsRound(first + (next - jsRound(next)) + (last - jsRound(last)));
}

/**
 * Places the items of a group at (`left`, `top`) into `rects` from item `first`: rounded sizes
 * from `inner` (see `innerSizes`), each next item after the rounded size of the one before and
 * the spacing. `info` is the room under or over each item's media for its text (external info).
 */
export function placeItems(
  type: number,
  inner: Float64Array,
  left: number,
  top: number,
  s: number,
  info: number,
  rects: Float64Array,
  first: number,
): void {
  // A single item here, small enough to inline (as in `widthForHeight`).
  if (type === GROUP_1) put(rects, first, info, 0, left, top, jsRound(inner[0]), jsRound(inner[1]));
  else placeGroupItems(type, inner, left, top, s, info, rects, first);
}

/** `placeItems` of a group of more than one item. */
function placeGroupItems(
  type: number,
  inner: Float64Array,
  left: number,
  top: number,
  s: number,
  info: number,
  rects: Float64Array,
  first: number,
): void {
  let w0 = jsRound(inner[0]);
  let h0 = jsRound(inner[1]);
  let w1 = jsRound(inner[2]);
  let h1 = jsRound(inner[3]);
  let w2 = jsRound(inner[4]);
  let h2 = jsRound(inner[5]);
  // Along a stack or a row, the first item takes the rounding the items after it leave over,
  // so the group keeps its size (observed of pro-layouts).
  switch (type) {
    case GROUP_2H:
      w0 = carry2(inner[0], inner[2]);
      break;
    case GROUP_2V:
      h0 = carry2(inner[1], inner[3]);
      break;
    case GROUP_3H:
      // ... except in a row of three, where the last item takes it.
      w2 = carry3(inner[4], inner[0], inner[2]);
      break;
    case GROUP_3V:
      h0 = carry3(inner[1], inner[3], inner[5]);
      break;
    case GROUP_3T:
      h0 = carry2(inner[1], inner[3]);
      w1 = carry2(inner[2], inner[4]);
      break;
    case GROUP_3B:
      w0 = carry2(inner[0], inner[2]);
      // ... except that under a pair the bottom item takes it.
      h2 = carry2(inner[5], inner[1]);
      break;
    case GROUP_3L:
      h1 = carry2(inner[3], inner[5]);
      w0 = carry2(inner[0], inner[2]);
      break;
    case GROUP_3R:
      h0 = carry2(inner[1], inner[3]);
      w0 = carry2(inner[0], inner[4]);
      break;
    default:
  }
  putGroup(type, rects, first, info, left, top, s, w0, h0, w1, h1, w2, h2);
}

/** `total` rounded, less what the other item of its row or stack takes once rounded (`shownSide`). */
function leftover(total: number, a: number): number {
  return jsRound(total) - shownSide(a);
}

/** `total` rounded, less what the two other items of its row or stack take once rounded. */
function leftover2(total: number, a: number, b: number): number {
  return jsRound(total) - shownSide(a) - shownSide(b);
}

/**
 * A side as an item of a strip shows it, rounded: a side under a pixel shows a pixel, and the
 * item that takes the rounding of its row or stack takes what that pixel leaves (observed of
 * pro-gallery 5.0.148: a row of stand-ins measured negative heights under a 3t group's single
 * item leaves it the group's height less the spacing and one pixel).
 */
export function shownSide(side: number): number {
  return fmax(jsRound(side), 1);
}

/**
 * Places the items of a group of a strip, `width` by `height` outside, like `placeItems`, except
 * that the item that takes the rounding of its row or stack takes what the group's rounded size
 * leaves (observed of pro-layouts: exact half pixels round with the group, not with the items).
 * Along a stack of three the last item takes it; elsewhere as in `placeItems`.
 */
export function placeStripGroup(
  type: number,
  inner: Float64Array,
  width: number,
  height: number,
  left: number,
  top: number,
  s: number,
  rects: Float64Array,
  first: number,
  info: number,
): void {
  let w0 = shownSide(inner[0]);
  let h0 = shownSide(inner[1]);
  let w1 = shownSide(inner[2]);
  let h1 = shownSide(inner[3]);
  let w2 = shownSide(inner[4]);
  let h2 = shownSide(inner[5]);
  const row2 = width - 2 * s;
  const stack2 = height - 2 * s;
  switch (type) {
    case GROUP_2H:
      w0 = leftover(row2, inner[2]);
      // A row is as tall as the group (its exact height decides a half pixel).
      h0 = jsRound(height - s);
      h1 = h0;
      break;
    case GROUP_2V:
      h0 = leftover(stack2, inner[3]);
      break;
    case GROUP_3H:
      w2 = leftover2(width - 3 * s, inner[0], inner[2]);
      h0 = jsRound(height - s);
      h1 = h0;
      h2 = h0;
      break;
    case GROUP_3V:
      h2 = leftover2(height - 3 * s, inner[1], inner[3]);
      break;
    case GROUP_3T:
      h0 = leftover(stack2, inner[3]);
      w1 = leftover(row2, inner[4]);
      break;
    case GROUP_3B:
      w0 = leftover(row2, inner[2]);
      h2 = leftover(stack2, inner[1]);
      break;
    case GROUP_3L:
      h1 = leftover(stack2, inner[5]);
      w0 = leftover(row2, inner[2]);
      break;
    case GROUP_3R:
      h0 = leftover(stack2, inner[3]);
      w2 = leftover(row2, inner[0]);
      break;
    default:
  }
  putGroup(type, rects, first, info, left, top, s, w0, h0, w1, h1, w2, h2);
}

/** Puts the items of a group at their rounded sizes, each after the one before and the spacing. */
function putGroup(
  type: number,
  rects: Float64Array,
  first: number,
  info: number,
  left: number,
  top: number,
  s: number,
  w0: number,
  h0: number,
  w1: number,
  h1: number,
  w2: number,
  h2: number,
): void {
  put(rects, first, info, 0, left, top, w0, h0);
  switch (type) {
    case GROUP_2H:
      put(rects, first, info, 1, left + w0 + s, top, w1, h1);
      return;
    case GROUP_2V:
      put(rects, first, info, 1, left, top + h0 + s, w1, h1);
      return;
    case GROUP_3H:
      put(rects, first, info, 1, left + w0 + s, top, w1, h1);
      put(rects, first, info, 2, left + w0 + w1 + 2 * s, top, w2, h2);
      return;
    case GROUP_3V:
      put(rects, first, info, 1, left, top + h0 + s, w1, h1);
      put(rects, first, info, 2, left, top + h0 + h1 + 2 * s, w2, h2);
      return;
    case GROUP_3T:
      put(rects, first, info, 1, left, top + h0 + s, w1, h1);
      put(rects, first, info, 2, left + w1 + s, top + h0 + s, w2, h2);
      return;
    case GROUP_3B:
      put(rects, first, info, 1, left + w0 + s, top, w1, h1);
      put(rects, first, info, 2, left, top + h0 + s, w2, h2);
      return;
    case GROUP_3L:
      put(rects, first, info, 1, left + w0 + s, top, w1, h1);
      put(rects, first, info, 2, left + w0 + s, top + h1 + s, w2, h2);
      return;
    case GROUP_3R:
      put(rects, first, info, 1, left, top + h0 + s, w1, h1);
      put(rects, first, info, 2, left + w0 + s, top, w2, h2);
      return;
    default:
  }
}
