// The state a layout hands to the next append (spec/002 §4 "Blueprint"; crates/layout/src/
// append.rs): a header, then the column heights, then the sizes and seeds of the tail of items
// an append lays out again. Both backends size their output by the header before appending.

import { ERROR_BAD_PARAMS, type LayoutErrorCode } from './layout-errors.ts';
import { SIZE_STRIDE } from './layout.ts';

/** The state's header, in slots. */
export const STATE_ITEMS = 0;
export const STATE_FROM = 1;
export const STATE_GROUP = 2;
export const STATE_STRIP = 3;
export const STATE_TOP = 4;
export const STATE_WIDEST = 5;
export const STATE_COLUMNS = 6;
export const STATE_HEADER_LEN = 7;

/** Items laid out so far and the first one an append lays out again (both 0 for an empty state). */
export interface StateItems {
  items: number;
  from: number;
}

function isWhole(x: number): boolean {
  return Number.isFinite(x) && x >= 0 && Math.floor(x) === x && x <= 0xffffffff;
}

/** Reads the items of a state; an error code when it is malformed. */
export function stateItems(state: Float64Array): StateItems | LayoutErrorCode {
  if (state.length === 0) return { items: 0, from: 0 };
  if (state.length < STATE_HEADER_LEN) return ERROR_BAD_PARAMS;
  const items = state[STATE_ITEMS];
  const from = state[STATE_FROM];
  const columns = state[STATE_COLUMNS];
  if (!isWhole(items) || !isWhole(from) || !isWhole(columns) || from > items)
    return ERROR_BAD_PARAMS;
  if (state.length !== STATE_HEADER_LEN + columns + (items - from) * (SIZE_STRIDE + 1))
    return ERROR_BAD_PARAMS;
  return { items, from };
}
