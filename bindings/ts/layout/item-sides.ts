// Twin of crates/layout/src/item_sides.rs (the rules are explained there).

import { cropRatio } from './crop.ts';
import { dimension, MAX_RATIO } from './frame.ts';
import { held, singleWidth } from './group-sizes.ts';
import { groupTypeSize } from './group-types.ts';
import { fmax, fmin } from './js-math.ts';
import { CROP_MAX, CROP_MIN } from '../../contract/layout-params.ts';
import type { ParsedParams } from './params.ts';

export function itemRatio(
  params: ParsedParams,
  idx: number,
  width: number,
  height: number,
): number {
  const own = width / height;
  let ratio = own;
  if (params.cropEnable) {
    const crop = cropRatio(params, idx, own, params.smartCrop);
    ratio = own >= crop ? fmax(height * crop, 1) / height : width / fmax(width / crop, 1);
  }
  return fmin(fmax(ratio, 1 / MAX_RATIO), MAX_RATIO);
}

export function ratioSizedTo(
  params: ParsedParams,
  idx: number,
  width: number,
  height: number,
  outer: number,
  spacing: number,
  sides?: Float64Array,
): number {
  let w = width;
  let h = height;
  if (params.cropEnable && cutToCrop(params, idx, width, height, false, SIDES, 0)) {
    w = SIDES[0];
    h = SIDES[1];
  }
  const ratio = sidesRatioSizedTo(w, h, outer, spacing, sides);
  return Number.isNaN(ratio) ? itemRatio(params, idx, width, height) : ratio;
}

export function sidesRatioSizedTo(
  w: number,
  h: number,
  outer: number,
  spacing: number,
  sides?: Float64Array,
): number {
  const scale = held(singleWidth(outer, w / h, spacing)) / w;
  const width = held(w * scale);
  const height = held(h * scale);
  const ratio = width / height;
  if (!(Number.isFinite(ratio) && ratio > 0)) return NaN;
  if (sides) {
    sides[0] = width;
    sides[1] = height;
  }
  return fmin(fmax(ratio, 1 / MAX_RATIO), MAX_RATIO);
}

const SIDES = new Float64Array(2);

export function sidesAtTarget(width: number, height: number): boolean {
  return Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0;
}

function cutToCrop(
  params: ParsedParams,
  idx: number,
  width: number,
  height: number,
  cutOwnShape: boolean,
  out: Float64Array,
  at: number,
): boolean {
  const own = width / height;
  const crop = cropRatio(params, idx, own, params.smartCrop);
  if (own > crop || (cutOwnShape && own === crop)) {
    out[at] = fmax(height * crop, 1);
    out[at + 1] = height;
  } else if (own < crop) {
    out[at] = width;
    out[at + 1] = fmax(width / crop, 1);
  } else {
    return false;
  }
  return true;
}

export function cutSides(
  params: ParsedParams,
  idx: number,
  width: number,
  height: number,
  cutOwnShape: boolean,
  out: Float64Array,
  at: number,
): void {
  if (params.cropEnable && cutToCrop(params, idx, width, height, cutOwnShape, out, at)) return;
  out[at] = width;
  out[at + 1] = height;
}

export function cutGroupSides(
  params: ParsedParams,
  sizes: Float64Array,
  firstIdx: number,
  item: number,
  taken: number,
  type: number,
  shown: Float64Array,
  out: Float64Array,
): boolean {
  const count = sizes.length >> 1;
  const size = groupTypeSize(type);
  const clamped = params.cropMethod === CROP_MIN || params.cropMethod === CROP_MAX;
  for (let place = 0; place < size; place++) {
    const idx = item + fmin(place, fmax(taken, 1) - 1);
    if (idx >= count) return false;
    cutSides(
      params,
      idx + firstIdx,
      dimension(sizes[2 * idx]),
      dimension(sizes[2 * idx + 1]),
      clamped,
      out,
      2 * place,
    );
    if (out[2 * place] / out[2 * place + 1] !== shown[place]) return false;
  }
  return true;
}

export function columnCutSides(
  params: ParsedParams,
  sizes: Float64Array,
  firstIdx: number,
  cut: Float64Array,
  ratios: Float64Array,
): void {
  const count = sizes.length >> 1;
  for (let i = 0; i < count; i++) {
    cutSides(
      params,
      i + firstIdx,
      dimension(sizes[2 * i]),
      dimension(sizes[2 * i + 1]),
      true,
      cut,
      2 * i,
    );
    ratios[i] = fmin(fmax(cut[2 * i] / cut[2 * i + 1], 1 / MAX_RATIO), MAX_RATIO);
  }
}

export function columnGroupSides(
  cut: Float64Array,
  count: number,
  item: number,
  taken: number,
  type: number,
  shown: Float64Array,
  out: Float64Array,
): boolean {
  const size = groupTypeSize(type);
  for (let place = 0; place < size; place++) {
    const idx = item + fmin(place, fmax(taken, 1) - 1);
    if (idx >= count) return false;
    const w = cut[2 * idx];
    const h = cut[2 * idx + 1];
    if (w / h !== shown[place]) return false;
    out[2 * place] = w;
    out[2 * place + 1] = h;
  }
  return true;
}

/**
 * `Math.max` and `Math.min` rather than `fmax` and `fmin`, the same here: two dimensions give a
 * positive finite ratio. In a loop over every item V8 makes them instructions.
 */
export function ownRatio(sizes: Float64Array, idx: number): number {
  return Math.min(
    Math.max(dimension(sizes[2 * idx]) / dimension(sizes[2 * idx + 1]), 1 / MAX_RATIO),
    MAX_RATIO,
  );
}

// Room for the items' ratios and shapes (of rows and of columns), kept from one layout to the
// next (and longer than a layout needs): a fresh array per layout costs a page fault per 4 KB on
// some machines, as much as the layout itself at 100,000 items. Nothing reads past the layout's
// items and spares.
let RATIO_ROOM = new Float64Array(0);
let SHAPE_ROOM = new Float64Array(0);

export function ratioRoom(length: number): Float64Array {
  if (RATIO_ROOM.length < length) RATIO_ROOM = new Float64Array(length);
  return RATIO_ROOM;
}

export function shapeRoom(length: number): Float64Array {
  if (SHAPE_ROOM.length < length) SHAPE_ROOM = new Float64Array(length);
  return SHAPE_ROOM;
}
