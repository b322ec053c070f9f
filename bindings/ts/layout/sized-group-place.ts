// Twin of crates/layout/src/sized_group_place.rs (the rules are explained there). The group's
// numbers come in typed arrays: passed as arguments, V8 would allocate a number for each.
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
  shownSide,
} from './group-types.ts';
import { places, resize, RESIZE } from './group-sizes.ts';
import { fmax, jsRound } from './js-math.ts';

/**
 * `at` holds the strip's outer height, the spacing, left, top and the fill (NaN for none);
 * `atTarget` is read from `from`; `scratch` holds 6.
 */
export function placeSizedGroup(
  type: number,
  atTarget: Float64Array,
  from: number,
  shown: Float64Array,
  shownAt: number,
  at: Float64Array,
  rects: Float64Array,
  first: number,
  scratch: Float64Array,
): number {
  const height = at[0];
  const s = at[1];
  const left = at[2];
  const top = at[3];
  const fill = at[4];
  const st = scratch;
  for (let i = 0; i < 6; i++) st[i] = atTarget[from + i];
  RESIZE[0] = height;
  RESIZE[1] = s;
  resize(type, st, false);
  const sized = RESIZE[2];
  if ((type === GROUP_2V || type === GROUP_3V) && sized - s < 1) {
    for (let i = 0; i < places(type); i++) st[2 * i + 1] = 1 / shown[shownAt + i];
  }
  const width = Number.isNaN(fill) ? sized : fill;
  // One call site of shownSide, which V8 inlines (six would use up what it inlines here).
  for (let i = 0; i < 6; i++) st[i] = shownSide(st[i]);
  let w0 = st[0];
  let h0 = st[1];
  let w1 = st[2];
  let h1 = st[3];
  let w2 = st[4];
  let h2 = st[5];
  const groupWidth = jsRound(width);
  const rowHeight = jsRound(height - s);
  let x1 = 0;
  let y1 = 0;
  let x2 = 0;
  let y2 = 0;
  if (type === GROUP_1) {
    w0 = groupWidth - s;
    h0 = jsRound(height) - s;
  } else if (type === GROUP_2H) {
    w0 = jsRound(width - 2 * s) - w1;
    h0 = rowHeight;
    h1 = rowHeight;
    x1 = w0 + s;
  } else if (type === GROUP_3H) {
    w2 = jsRound(width - 3 * s) - w0 - w1;
    h0 = rowHeight;
    h1 = rowHeight;
    h2 = rowHeight;
    x1 = w0 + s;
    x2 = w0 + w1 + 2 * s;
  } else if (type === GROUP_2V) {
    w0 = groupWidth - s;
    w1 = groupWidth - s;
    h0 = jsRound(height - 2 * s) - h1;
    y1 = h0 + s;
  } else if (type === GROUP_3V) {
    w0 = groupWidth - s;
    w1 = groupWidth - s;
    w2 = groupWidth - s;
    h2 = jsRound(height - 3 * s) - h0 - h1;
    y1 = h0 + s;
    y2 = h0 + h1 + 2 * s;
  } else if (type === GROUP_3T) {
    w0 = groupWidth - s;
    h0 = jsRound(height - 2 * s) - h1;
    w1 = jsRound(width - 2 * s) - w2;
    y1 = h0 + s;
    x2 = w1 + s;
    y2 = h0 + s;
  } else if (type === GROUP_3B) {
    w0 = jsRound(width - 2 * s) - w1;
    w2 = groupWidth - s;
    h2 = jsRound(height - 2 * s) - h0;
    x1 = w0 + s;
    y2 = h0 + s;
  } else if (type === GROUP_3L) {
    h0 = jsRound(height) - s;
    h1 = jsRound(height - 2 * s) - h2;
    w0 = jsRound(width - 2 * s) - w1;
    x1 = w0 + s;
    x2 = w0 + s;
    y2 = h1 + s;
  } else if (type === GROUP_3R) {
    h2 = jsRound(height) - s;
    h0 = jsRound(height - 2 * s) - h1;
    w2 = jsRound(width - 2 * s) - w0;
    y1 = h0 + s;
    x2 = w0 + s;
  }
  put(rects, first, left, top, w0, h0);
  if (places(type) === 1) return groupWidth;
  // The later places through one call site, which V8 inlines (two would box the numbers passed).
  const spots = SPOTS;
  spots[0] = x1;
  spots[1] = y1;
  spots[2] = w1;
  spots[3] = h1;
  spots[4] = x2;
  spots[5] = y2;
  spots[6] = w2;
  spots[7] = h2;
  for (let p = 1; p < places(type); p++) {
    const at = 4 * (p - 1);
    put(rects, first + p, left + spots[at], top + spots[at + 1], spots[at + 2], spots[at + 3]);
  }
  return groupWidth;
}

/** The offset in its group and size (x, y, width, height) of each place after the first, as `placeSizedGroup` sets them. */
const SPOTS = new Float64Array(8);

function put(rects: Float64Array, item: number, x: number, y: number, w: number, h: number): void {
  const at = 4 * item;
  if (at + 4 > rects.length) return;
  rects[at] = x;
  rects[at + 1] = y;
  rects[at + 2] = fmax(w, 1);
  rects[at + 3] = fmax(h, 1);
}
