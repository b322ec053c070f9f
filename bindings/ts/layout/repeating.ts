// Twin of crates/layout/src/repeating.rs (the rules are explained there).
import { GROUP_1, GROUP_TYPE_COUNT, groupTypeSize } from './group-types.ts';
import { fmax, fmin } from './js-math.ts';
import type { ParsedParams } from './params.ts';

export const FALLBACK_GROUP_SIZE = 3;

export function repeatingType(code: number): number {
  return code >= 0 && code < GROUP_TYPE_COUNT && Math.floor(code) === code ? code : GROUP_1;
}

export function repeatingAdvance(params: ParsedParams, type: number): number {
  const size = Number.isFinite(params.groupSize) ? params.groupSize : FALLBACK_GROUP_SIZE;
  return fmin(groupTypeSize(type), fmax(1, Math.floor(size)));
}
