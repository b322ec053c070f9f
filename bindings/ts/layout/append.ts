// Twin of crates/layout/src/append.rs (the rules are explained there).

import { RECT_STRIDE, SIZE_STRIDE } from '../../contract/layout.ts';
import { ERROR_BAD_PARAMS, type LayoutErrorCode } from '../../contract/layout-errors.ts';
import { fmax } from './js-math.ts';
import { layOut } from './layout.ts';
import {
  STATE_COLUMNS,
  STATE_FROM,
  STATE_GROUP,
  STATE_HEADER_LEN,
  STATE_ITEMS,
  STATE_STRIP,
  STATE_TOP,
  STATE_WIDEST,
  stateItems,
} from '../../contract/layout-state.ts';
import { parseParams } from './params.ts';
import { type Resume, startOfLayout } from './resume.ts';
import type { LayoutSummary } from './summary.ts';

/** A layout appended to: the summary, and the state the next append starts from. */
export interface Appended {
  summary: LayoutSummary;
  state: Float64Array;
}

export function appendLayout(
  state: Float64Array,
  sizes: Float64Array,
  block: Float64Array,
  seeds: Uint32Array,
  rects: Float64Array,
): Appended | LayoutErrorCode {
  const read = stateItems(state);
  if (typeof read === 'number') return read;
  const { items, from } = read;
  const added = sizes.length >> 1;
  const tail = items - from;
  if (sizes.length % SIZE_STRIDE !== 0 || rects.length !== (tail + added) * RECT_STRIDE)
    return ERROR_BAD_PARAMS;
  if (seeds.length !== 0 && seeds.length !== added) return ERROR_BAD_PARAMS;
  const params = parseParams(block);
  if (typeof params === 'number') return params;
  const start = startOfLayout();
  const tailSizes = new Float64Array((tail + added) * SIZE_STRIDE);
  const tailSeeds = new Uint32Array(tail + added);
  if (state.length > 0) {
    const columns = state[STATE_COLUMNS];
    const sizesAt = STATE_HEADER_LEN + columns;
    const seedsAt = sizesAt + tail * SIZE_STRIDE;
    start.item = from;
    start.group = state[STATE_GROUP];
    start.strip = state[STATE_STRIP];
    start.top = state[STATE_TOP];
    start.widest = state[STATE_WIDEST];
    start.heights = state.slice(STATE_HEADER_LEN, sizesAt);
    tailSizes.set(state.subarray(sizesAt, seedsAt));
    tailSeeds.set(state.subarray(seedsAt));
  }
  tailSizes.set(sizes, tail * SIZE_STRIDE);
  if (seeds.length === 0) for (let i = 0; i < added; i++) tailSeeds[tail + i] = items + i;
  else tailSeeds.set(seeds, tail);
  let resume = startOfLayout();
  const summary = layOut(tailSizes, params, tailSeeds, rects, start, resume);
  if (typeof summary === 'number') return summary;
  if (params.rightToLeft && params.horizontalScroll) resume = startOfLayout();
  return { summary, state: writeState(resume, items + added, from, tailSizes, tailSeeds) };
}

function writeState(
  resume: Resume,
  items: number,
  from: number,
  sizes: Float64Array,
  seeds: Uint32Array,
): Float64Array {
  const at = fmax(resume.item, from) - from;
  const columns = resume.heights.length;
  const tail = seeds.length - at;
  const state = new Float64Array(STATE_HEADER_LEN + columns + tail * (SIZE_STRIDE + 1));
  state[STATE_ITEMS] = items;
  state[STATE_FROM] = at + from;
  state[STATE_GROUP] = resume.group;
  state[STATE_STRIP] = resume.strip;
  state[STATE_TOP] = resume.top;
  state[STATE_WIDEST] = resume.widest;
  state[STATE_COLUMNS] = columns;
  state.set(resume.heights, STATE_HEADER_LEN);
  state.set(sizes.subarray(at * SIZE_STRIDE), STATE_HEADER_LEN + columns);
  state.set(seeds.subarray(at), STATE_HEADER_LEN + columns + tail * SIZE_STRIDE);
  return state;
}
