// Twin of crates/layout/src/turned_down.rs (the rules are explained there).

import { dimension } from './frame.ts';
import { sizedAtTarget, sizedInOrder } from './group-sizes.ts';
import { groupTypeSize } from './group-types.ts';
import { cutSides, ratioSizedTo, sidesRatioSizedTo } from './item-sides.ts';
import type { ParsedParams } from './params.ts';

/** No candidate turned down. The types turned down, in order, pack as in Rust: a count, then 4 bits each. */
export const NONE_TURNED_DOWN = 0;

export function turnedDownCount(turnedDown: number): number {
  return turnedDown & 0xf;
}

export function thenTurnedDown(turnedDown: number, type: number): number {
  return (turnedDown | (type << (4 + 4 * turnedDownCount(turnedDown)))) + 1;
}

export function turnedDownType(turnedDown: number, at: number): number {
  return (turnedDown >> (4 + 4 * at)) & 0xf;
}

const SIDES = new Float64Array(6);
const ST = new Float64Array(6);

export function sidesLeft(
  params: ParsedParams,
  sizes: Float64Array,
  firstIdx: number,
  item: number,
  turnedDown: number,
  measure: number,
  spacing: number,
  out: Float64Array,
): boolean {
  const turns = turnedDownCount(turnedDown);
  if (turns === 0) return false;
  const count = sizes.length >> 1;
  let known = 0;
  for (let at = 0; at < turns; at++) {
    const type = turnedDownType(turnedDown, at);
    const places = groupTypeSize(type);
    if (!sizedInOrder(type) || item + places > count) return false;
    for (let place = known; place < places; place++) {
      const idx = item + place;
      cutSides(
        params,
        idx + firstIdx,
        dimension(sizes[2 * idx]),
        dimension(sizes[2 * idx + 1]),
        false,
        SIDES,
        2 * place,
      );
    }
    known = Math.max(known, places);
    for (let i = 0; i < 2 * places; i++) ST[i] = SIDES[i];
    if (Number.isNaN(sizedAtTarget(type, ST, measure, spacing, params.minItemSize, NaN)))
      return false;
    for (let i = 0; i < 2 * places; i++) SIDES[i] = ST[i];
  }
  out[0] = SIDES[0];
  out[1] = SIDES[1];
  return true;
}

const LEFT = new Float64Array(2);

export function singleRatioSizedTo(
  params: ParsedParams,
  sizes: Float64Array,
  firstIdx: number,
  item: number,
  turnedDown: number,
  measure: number,
  spacing: number,
  outer: number,
  outerSpacing: number,
  sides?: Float64Array,
): number {
  if (sidesLeft(params, sizes, firstIdx, item, turnedDown, measure, spacing, LEFT)) {
    const ratio = sidesRatioSizedTo(LEFT[0], LEFT[1], outer, outerSpacing, sides);
    if (!Number.isNaN(ratio)) return ratio;
  }
  return ratioSizedTo(
    params,
    item + firstIdx,
    dimension(sizes[2 * item]),
    dimension(sizes[2 * item + 1]),
    outer,
    outerSpacing,
    sides,
  );
}
