// Twin of crates/image-url/src/sharpen.rs: the usm_ part (spec/001 §5 ranges, §9 defaults).

import {
  DEFAULT_SHARPEN_AMOUNT,
  DEFAULT_SHARPEN_RADIUS,
  DEFAULT_SHARPEN_THRESHOLD,
  SHARPEN_AMOUNT_MAX,
  SHARPEN_RADIUS_MAX,
  SHARPEN_RADIUS_MIN,
  SHARPEN_THRESHOLD_MAX,
} from './limits.ts';
import { fixed2 } from './number.ts';

function usm(radius: number, amount: number, threshold: number): string {
  return `,usm_${fixed2(radius)}_${fixed2(amount)}_${fixed2(threshold)}`;
}

/** Nearly every downscaled address carries the default: printed once. */
const DEFAULT_USM_PART = usm(
  DEFAULT_SHARPEN_RADIUS,
  DEFAULT_SHARPEN_AMOUNT,
  DEFAULT_SHARPEN_THRESHOLD,
);

/**
 * Requested sharpening applies whenever all three values are in range, even when upscaling;
 * all three 0 turn sharpening off; otherwise the default applies where the scale allows it.
 */
export function sharpenPart(
  radius: number,
  amount: number,
  threshold: number,
  scaleSharpens: boolean,
): string {
  if (radius === 0 && amount === 0 && threshold === 0) return '';
  const valid =
    radius >= SHARPEN_RADIUS_MIN &&
    radius <= SHARPEN_RADIUS_MAX &&
    amount >= 0 &&
    amount <= SHARPEN_AMOUNT_MAX &&
    threshold >= 0 &&
    threshold <= SHARPEN_THRESHOLD_MAX;
  if (valid) return usm(radius, amount, threshold);
  return scaleSharpens ? DEFAULT_USM_PART : '';
}
