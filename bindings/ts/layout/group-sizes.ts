// Twin of crates/layout/src/group_sizes.rs (the rules are explained there).

import {
  GROUP_1,
  GROUP_2H,
  GROUP_2V,
  GROUP_3B,
  GROUP_3H,
  GROUP_3L,
  GROUP_3R,
  GROUP_3T,
  GROUP_3V,
  GROUP_TYPE_COUNT,
} from './group-types.ts';

/** Whether the sizes of a group of `type` follow the reference's order of operations here. */
export function sizedInOrder(type: number): boolean {
  // Every type but a single item (a range test: V8 inlines it in the rows loop).
  return type > GROUP_1 && type < GROUP_TYPE_COUNT;
}

/**
 * The width of a single item of ratio `ratio` in a group `outer` tall: the group's width, read
 * through the ratio as the reference computes it, less the spacing (observed to the last bit).
 */
export function singleWidth(outer: number, ratio: number, spacing: number): number {
  return singleOuterWidth(ratio, outer, spacing) - spacing;
}

/**
 * The outer width of a single item showing `ratio` in a strip `height` tall: sized like a stack
 * of one, height × ratio + spacing × (1 − ratio), whose last bit decides which way a width on
 * half a pixel rounds (observed of pro-gallery 5.0.148; the same on paper as (height − spacing) ×
 * ratio + spacing).
 */
export function singleOuterWidth(ratio: number, height: number, spacing: number): number {
  return height * ratio + spacing * (1 - ratio);
}

/** `side`, held to a pixel as the reference's items hold each side they are resized to (NaN stays). */
export function held(side: number): number {
  return side < 1 ? 1 : side;
}

/**
 * Resizes item `i` to `width` as the reference's items resize (observed of pro-gallery 5.0.148 on
 * 3,000 random resizes): both sides times the width, held to a pixel, over the current width, each
 * product held to a pixel. Without `hold` the products are not held: the caller knows none comes
 * out under a pixel, or that none it reads later does.
 */
function toWidth(st: Float64Array, i: number, width: number, hold: boolean): void {
  const k = held(width) / st[2 * i];
  if (hold) {
    st[2 * i] = held(st[2 * i] * k);
    st[2 * i + 1] = held(st[2 * i + 1] * k);
  } else {
    st[2 * i] *= k;
    st[2 * i + 1] *= k;
  }
}

/** Resizes item `i` to `height` as `toWidth` resizes it to a width. */
function toHeight(st: Float64Array, i: number, height: number, hold: boolean): void {
  const k = held(height) / st[2 * i + 1];
  if (hold) {
    st[2 * i] = held(st[2 * i] * k);
    st[2 * i + 1] = held(st[2 * i + 1] * k);
  } else {
    st[2 * i] *= k;
    st[2 * i + 1] *= k;
  }
}

function ratio(st: Float64Array, i: number): number {
  return st[2 * i] / st[2 * i + 1];
}

export function places(type: number): number {
  if (type === GROUP_1) return 1;
  return type === GROUP_2H || type === GROUP_2V ? 2 : 3;
}

/**
 * The items placed at each other's sides as the group forms: side by side at the first item's
 * height, stacked at its width; 3t and 3b put the row under or over the single item at the row's
 * width, 3l stacks its last two at the second's width and the first at the stack's height, 3r
 * its first two at the first's width and the third at the stack's height.
 */
function arrange(type: number, st: Float64Array, hold: boolean): void {
  if (type === GROUP_2H) toHeight(st, 1, st[1], hold);
  else if (type === GROUP_3H) {
    toHeight(st, 1, st[1], hold);
    toHeight(st, 2, st[1], hold);
  } else if (type === GROUP_2V) toWidth(st, 1, st[0], hold);
  else if (type === GROUP_3V) {
    toWidth(st, 2, st[0], hold);
    toWidth(st, 1, st[0], hold);
  } else if (type === GROUP_3T) {
    toHeight(st, 2, st[3], hold);
    toWidth(st, 0, st[2] + st[4], hold);
  } else if (type === GROUP_3B) {
    toHeight(st, 1, st[1], hold);
    toWidth(st, 2, st[0] + st[2], hold);
  } else if (type === GROUP_3L) {
    toWidth(st, 2, st[2], hold);
    toHeight(st, 0, st[3] + st[5], hold);
  } else if (type === GROUP_3R) {
    toWidth(st, 1, st[0], hold);
    toHeight(st, 2, st[1] + st[3], hold);
  }
}

/** Whether `verticalStripWidth` measures a group of `type`. */
export function measuredInVerticalOrder(type: number): boolean {
  return sizedInOrder(type) && ((1 << type) & BESIDE_STACK) === 0;
}

/** 3l and 3r, as bits. */
const BESIDE_STACK = (1 << GROUP_3L) | (1 << GROUP_3R);

/**
 * The outer width of a group of a vertical gallery's strip at the outer `height` (the target item
 * size), from its items' own (cut) sides `st` arranged as the group forms, in the reference's
 * order (observed of pro-gallery 5.0.148 as a black box, through the strip heights it gives: bit
 * for bit in 97 to 100 groups in 100 per type, against 50 to 75 before): a row is height × R +
 * spacing × (n − R), R the sum of its arranged ratios, as in a horizontal strip (a single item likewise,
 * `singleOuterWidth`); stacks, 3t and 3b as in a horizontal strip (`resize`). NaN for the
 * other types (3l, 3r: not observed).
 */
export function verticalStripWidth(
  type: number,
  st: Float64Array,
  height: number,
  s: number,
): number {
  if (!measuredInVerticalOrder(type)) return NaN;
  arrange(type, st, false);
  if (type === GROUP_2H || type === GROUP_3H) {
    const n = places(type);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += st[2 * i] / st[2 * i + 1];
    return height * sum + s * (n - sum);
  }
  RESIZE[0] = height;
  RESIZE[1] = s;
  resize(type, st, false);
  return RESIZE[2];
}

/**
 * The outer width of 3l or 3r `height` tall from its places' current ratios `r0`, `r1`, `r2` (the
 * stack's two summing to `stackSum`, the single item's `single`), as the reference computes it
 * (observed of pro-gallery 5.0.148 by calling its group's width-for-height on chosen sides: bit
 * for bit in 2,500 of 2,500 random groups, spacing 0 to 48): the group's ratio is
 * (r0·r1 + r1·r2 + r0·r2) / stackSum, its width height × ratio + spacing × (2 + single − 2 ×
 * ratio).
 */
function besideStackWidth(
  r0: number,
  r1: number,
  r2: number,
  stackSum: number,
  single: number,
  height: number,
  s: number,
): number {
  const groupRatio = (r0 * r1 + r1 * r2 + r0 * r2) / stackSum;
  return height * groupRatio + s * (2 + single - 2 * groupRatio);
}

/**
 * Resizes 3l or 3r (a single item beside a stack of two) to the outer `height`; returns the
 * group's outer width (`besideStackWidth`). The single item is sized to the inner height, the
 * stack to the width it leaves less two spacings (observed, bit for bit in 200 of 200 random
 * groups at the target and again at the strip).
 */
function resizeBesideStack(
  type: number,
  st: Float64Array,
  height: number,
  s: number,
  hold: boolean,
): number {
  const r0 = ratio(st, 0);
  const r1 = ratio(st, 1);
  const r2 = ratio(st, 2);
  const left = type === GROUP_3L;
  const single = left ? 0 : 2;
  const first = left ? 1 : 0;
  const width = left
    ? besideStackWidth(r0, r1, r2, r1 + r2, r0, height, s)
    : besideStackWidth(r0, r1, r2, r0 + r1, r2, height, s);
  toHeight(st, single, height - s, hold);
  // (The stack reads the single item's width: held here even when the products are not.)
  const stack = width - held(st[2 * single]) - 2 * s;
  toWidth(st, first, stack, hold);
  toWidth(st, first + 1, stack, hold);
  return width;
}

/**
 * Resizes the items of a group to the outer height `RESIZE[0]` (spacing `RESIZE[1]`); writes the
 * group's outer width to `RESIZE[2]` as the reference computes it for rounding (stacks: from the shape ratio 1 / sum(1 / ratio), rows:
 * height × R + spacing × (n − R)). `shown` (from `at`) holds the ratios the places show (3l: the stack takes
 * the width those give less the single item's; observed to the last bit in about 3 groups in 5,
 * closer than any other order tried; 3r's width, sized that way, rounds worse in conformance
 * galleries than its shown ratios; 3r: `resize3r`).
 */
export function resize(type: number, st: Float64Array, hold: boolean): void {
  const height = RESIZE[0];
  const s = RESIZE[1];
  // (One call site per helper: V8 inlines each once within its budget.)
  const n = places(type);
  if (type === GROUP_1) {
    // The group's width is the stack of one's, not read back from the item (observed).
    const one = ratio(st, 0);
    toWidth(st, 0, singleWidth(height, one, s), hold);
    RESIZE[2] = singleOuterWidth(one, height, s);
    return;
  }
  if (type === GROUP_2H || type === GROUP_3H) {
    // height × R + spacing × (n − R), R the sum of the items' current ratios, as the reference's
    // group computes it (observed of pro-gallery 5.0.148 by calling its width-for-height on
    // random sides: 1,198 of 1,200 bit for bit, the two others with a side under a pixel; the
    // widths the items take, summed, agree in about half).
    let sum = 0;
    for (let i = 0; i < n; i++) sum += st[2 * i] / st[2 * i + 1];
    RESIZE[2] = height * sum + s * (n - sum);
    for (let i = 0; i < n; i++) toHeight(st, i, height - s, hold);
    return;
  }
  if (type === GROUP_2V || type === GROUP_3V) {
    let inverse = 0;
    for (let i = 0; i < n; i++) inverse += 1 / ratio(st, i);
    const g = 1 / inverse;
    const width = height * g + s * (1 - n * g);
    for (let i = 0; i < n; i++) toWidth(st, i, width - s, hold);
    RESIZE[2] = width;
    return;
  }
  if (type === GROUP_3T || type === GROUP_3B) {
    // The single item and the row beside it, in stack order.
    const single = type === GROUP_3T ? 0 : 2;
    const a = type === GROUP_3T ? 1 : 0;
    const b = type === GROUP_3T ? 2 : 1;
    const one = ratio(st, single);
    const row = ratio(st, a) + ratio(st, b);
    const g = 1 / (1 / one + 1 / row);
    // The spacing's term as the reference's group computes it (observed bit for bit on 2,000
    // random groups by calling its width-for-height; g / one + 2g / row - 2g, the same on paper,
    // differs in the last bit in about 1 in 14).
    const width = height * g + s * ((1 / one + 2 / row - 2) * g);
    toWidth(st, single, width - s, hold);
    // (The row reads the single item's height: held here even when the products are not.)
    const rowHeight = height - held(st[2 * single + 1]) - 2 * s;
    // a, then b (the next place).
    for (let i = a; i <= b; i++) toHeight(st, i, rowHeight, hold);
    RESIZE[2] = width;
    return;
  }
  RESIZE[2] =
    type === GROUP_3L || type === GROUP_3R ? resizeBesideStack(type, st, height, s, hold) : NaN;
}

/**
 * `resize`'s numbers: the outer height and the spacing it reads ([0], [1]) and the width it gives
 * ([2]). As arguments and a result V8 would allocate a number for each at every call.
 */
export const RESIZE = new Float64Array(3);

/**
 * The outer width at which a group of `type` enters the height of a strip of a fixed number of
 * groups, `height` tall, from its items' current sides: a row measures (height - spacing) times
 * the sum of its items' ratios, not the widths its items take (observed); any other group the
 * width `resize` gives it.
 */
function measuredWidth(type: number, st: Float64Array, height: number, s: number): number {
  const n = places(type);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += ratio(st, i);
  return (height - s) * sum + n * s;
}

function smallestSide(type: number, st: Float64Array): number {
  let least = Infinity;
  for (let i = 0; i < 2 * places(type); i++) least = Math.min(least, st[i]);
  return least;
}

/** Resizes a group to `height` as `resize` does; returns the width it measures there (`measuredWidth`). */
function sizedTo(type: number, st: Float64Array, height: number, s: number, hold: boolean): number {
  if (type === GROUP_2H || type === GROUP_3H) {
    // (`resize` less the row's own width, which nothing reads here.)
    const measured = measuredWidth(type, st, height, s);
    for (let i = 0; i < places(type); i++) toHeight(st, i, height - s, hold);
    return measured;
  }
  RESIZE[0] = height;
  RESIZE[1] = s;
  resize(type, st, hold);
  return RESIZE[2];
}

/** The sides `sizedAtTarget` started from. */
const CUT = new Float64Array(6);

/** Arranges a group and sizes it to `height`, every side held to a pixel (`toWidth`); returns the width `sizedTo` gives. */
function arrangedAndSizedHolding(
  type: number,
  st: Float64Array,
  height: number,
  s: number,
): number {
  arrange(type, st, true);
  return sizedTo(type, st, height, s, true);
}

/**
 * Sizes the items of a group of `type` (their own cut sides in `st`, width and height per place)
 * at the `target` item size as the reference does before it sizes the group to its strip.
 * Returns the group's outer width there (a strip of a fixed number of groups is as tall as the
 * gallery width over the sum of these widths over the target, observed), or NaN when the sides
 * do not stay positive finite numbers (the caller sizes the group from its ratios instead).
 * With `sized` (not NaN), `st` holds the sides the first arrangement and sizing leave already and
 * `sized` the width it gives (a stack of a vertical strip was measured so: `verticalStripWidth`).
 */
export function sizedAtTarget(
  type: number,
  st: Float64Array,
  target: number,
  s: number,
  minItemSize: number,
  sized: number,
): number {
  const fresh = Number.isNaN(sized);
  if (fresh) CUT.set(st);
  let width = sized;
  if (fresh) {
    arrange(type, st, false);
    width = sizedTo(type, st, target, s, false);
  }
  let least = smallestSide(type, st);
  if (least < 1 && fresh) {
    // A side came out under a pixel: the reference's items hold each side they are resized to at
    // a pixel, which changes their shapes (observed). Sized again, holding them.
    st.set(CUT);
    width = arrangedAndSizedHolding(type, st, target, s);
    least = smallestSide(type, st);
  }
  if (least < minItemSize) {
    // The reference tries the group again (observed: arranged and sized twice more).
    for (let round = 0; round < 2; round++) width = arrangedAndSizedHolding(type, st, target, s);
  }
  for (let i = 0; i < 2 * places(type); i++) if (!(Number.isFinite(st[i]) && st[i] > 0)) return NaN;
  return width;
}
