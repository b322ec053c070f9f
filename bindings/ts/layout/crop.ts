// Twin of crates/layout/src/crop.rs (the rules are explained there).
import { positive } from './frame.ts';
import { fmax, fmin } from './js-math.ts';
import { PORTRAIT_BELOW } from './orientation.ts';
import { CROP_MAX, CROP_MIN } from '../../contract/layout-params.ts';
import type { ParsedParams } from './params.ts';

export function cropRatio(params: ParsedParams, idx: number, own: number, smart: boolean): number {
  const list = params.cropRatios;
  let ratio = NaN;
  if (list.length > 1) ratio = list[idx % list.length];
  if (!positive(ratio)) ratio = list.length === 1 && positive(list[0]) ? list[0] : own;
  if (smart) ratio = own < PORTRAIT_BELOW ? fmin(ratio, 1 / ratio) : fmax(ratio, 1 / ratio);
  if (params.cropMethod === CROP_MIN) return fmax(ratio, own);
  if (params.cropMethod === CROP_MAX) return fmin(ratio, own);
  return ratio;
}
