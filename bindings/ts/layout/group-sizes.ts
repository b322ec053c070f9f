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

export function sizedInOrder(type: number): boolean {
  // Every type but a single item (a range test: V8 inlines it in the rows loop).
  return type > GROUP_1 && type < GROUP_TYPE_COUNT;
}

export function singleWidth(outer: number, ratio: number, spacing: number): number {
  return singleOuterWidth(ratio, outer, spacing) - spacing;
}

export function singleOuterWidth(ratio: number, height: number, spacing: number): number {
  return height * ratio + spacing * (1 - ratio);
}

export function held(side: number): number {
  return side < 1 ? 1 : side;
}

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

export function measuredInVerticalOrder(type: number): boolean {
  return sizedInOrder(type) && ((1 << type) & BESIDE_STACK) === 0;
}

/** 3l and 3r, as bits. */
const BESIDE_STACK = (1 << GROUP_3L) | (1 << GROUP_3R);

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
  const stack = width - held(st[2 * single]) - 2 * s;
  toWidth(st, first, stack, hold);
  toWidth(st, first + 1, stack, hold);
  return width;
}

/**
 * `resize` of group_sizes.rs: reads the height and spacing from `RESIZE[0]` and `RESIZE[1]`,
 * writes the width to `RESIZE[2]`.
 */
export function resize(type: number, st: Float64Array, hold: boolean): void {
  const height = RESIZE[0];
  const s = RESIZE[1];
  // (One call site per helper: V8 inlines each once within its budget.)
  const n = places(type);
  if (type === GROUP_1) {
    const one = ratio(st, 0);
    toWidth(st, 0, singleWidth(height, one, s), hold);
    RESIZE[2] = singleOuterWidth(one, height, s);
    return;
  }
  if (type === GROUP_2H || type === GROUP_3H) {
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
    const single = type === GROUP_3T ? 0 : 2;
    const a = type === GROUP_3T ? 1 : 0;
    const b = type === GROUP_3T ? 2 : 1;
    const one = ratio(st, single);
    const row = ratio(st, a) + ratio(st, b);
    const g = 1 / (1 / one + 1 / row);
    const width = height * g + s * ((1 / one + 2 / row - 2) * g);
    toWidth(st, single, width - s, hold);
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

function sizedTo(type: number, st: Float64Array, height: number, s: number, hold: boolean): number {
  if (type === GROUP_2H || type === GROUP_3H) {
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

function arrangedAndSizedHolding(
  type: number,
  st: Float64Array,
  height: number,
  s: number,
): number {
  arrange(type, st, true);
  return sizedTo(type, st, height, s, true);
}

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
    st.set(CUT);
    width = arrangedAndSizedHolding(type, st, target, s);
    least = smallestSide(type, st);
  }
  if (least < minItemSize) {
    for (let round = 0; round < 2; round++) width = arrangedAndSizedHolding(type, st, target, s);
  }
  for (let i = 0; i < 2 * places(type); i++) if (!(Number.isFinite(st[i]) && st[i] > 0)) return NaN;
  return width;
}
