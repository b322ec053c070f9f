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

export function stacks(type: number): boolean {
  return type !== GROUP_1 && type !== GROUP_2H && type !== GROUP_3H;
}

export function groupTypeSize(type: number): number {
  return type === GROUP_1 ? 1 : type <= GROUP_2V ? 2 : 3;
}

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

function tall(width: number, ratio: number): number {
  return fmax(width, 1) / ratio;
}

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

export function sizedByHeight(type: number, place: number): boolean {
  return SIZED_BY_HEIGHT[type]?.[place] ?? false;
}

/**
 * Returns [width, height] in room shared by every call: read it before the next call (this runs
 * for every group turned down, too often to allocate).
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

const MEASURE_PASSES = 3;

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

export function widenFirstInRows(type: number, inner: Float64Array, extra: number): void {
  if (type === GROUP_3H || type === GROUP_3R) {
    inner[4] += extra;
    return;
  }
  inner[0] += extra;
  if (type === GROUP_2V || type === GROUP_3V) inner[2] += extra;
  if (type === GROUP_3V || type === GROUP_3B) inner[4] += extra;
  if (type === GROUP_3T) inner[2] += extra;
}

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

function carry2(first: number, next: number): number {
  return jsRound(first + (next - jsRound(next)));
}

function carry3(first: number, next: number, last: number): number {
  return jsRound(first + (next - jsRound(next)) + (last - jsRound(last)));
}

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
  switch (type) {
    case GROUP_2H:
      w0 = carry2(inner[0], inner[2]);
      break;
    case GROUP_2V:
      h0 = carry2(inner[1], inner[3]);
      break;
    case GROUP_3H:
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

function leftover(total: number, a: number): number {
  return jsRound(total) - shownSide(a);
}

function leftover2(total: number, a: number, b: number): number {
  return jsRound(total) - shownSide(a) - shownSide(b);
}

export function shownSide(side: number): number {
  return fmax(jsRound(side), 1);
}

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
