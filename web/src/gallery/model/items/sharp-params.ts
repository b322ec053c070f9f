// Per-item overrides of the image address's quality and unsharp mask (spec/002 §3 sharpParams:
// `{ quality, usm: { usm_r, usm_a, usm_t } }`). Only numbers are kept; spec/001 §5 bounds them
// where the address is built.

import { numberOf, objectOf } from './fields.ts';
import type { SharpParams } from './types.ts';

export function sharpParamsOf(value: unknown): SharpParams {
  const params = objectOf(value);
  if (params === undefined) return {};
  const sharp: SharpParams = {};
  const quality = numberOf(params.quality);
  if (quality !== undefined) sharp.quality = quality;
  const usm = objectOf(params.usm);
  if (usm !== undefined) {
    const mask = {
      radius: numberOf(usm.usm_r),
      amount: numberOf(usm.usm_a),
      threshold: numberOf(usm.usm_t),
    };
    const given = Object.entries(mask).filter(([, v]) => v !== undefined);
    if (given.length > 0) sharp.usm = Object.fromEntries(given);
  }
  return sharp;
}
