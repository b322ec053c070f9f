// Where a list sits (spec/000 §3 "Bulleted list data: offset. Ordered list data: offset, start"):
// its nesting depth, and an offset that moves it further in, clamped 0 to 4 (spec/000 §5).

import { MAX_LIST_OFFSET } from './constants.ts';
import { clamp, type DataRecord, readNumber } from './data.ts';

/**
 * The list's extra offset in indentation steps. Content names it `offset`; documents converted
 * from the older format carry only `indentation` (the absolute level), whose excess over the
 * list's nesting depth is the same offset.
 */
export function listOffset(data: DataRecord, depth: number): number {
  const offset = readNumber(data, 'offset') ?? (readNumber(data, 'indentation') ?? depth) - depth;
  return clamp(Math.trunc(offset), 0, MAX_LIST_OFFSET);
}

/** Ordered lists count from `start` when it is a whole number; otherwise from 1. */
export function listStart(data: DataRecord): number | undefined {
  const start = readNumber(data, 'start');
  return start !== undefined && Number.isInteger(start) ? start : undefined;
}
