// Twin of crates/image-url/src/filters.rs: the filter parts (spec/001 §5): contrast, brightness
// and saturation -100 to 100 and non-zero; hue -180 to 180 and non-zero; blur above 0 up to 100.

import { FILTER_BLUR_MAX, FILTER_HUE_LIMIT, FILTER_LEVEL_LIMIT } from './limits.ts';
import { jsNumber } from './number.ts';

/** In request order: contrast, brightness, saturation, hue, blur. */
const FILTER_KEYS = ['con', 'br', 'sat', 'hue', 'blur'];
const HUE_INDEX = 3;
const BLUR_INDEX = 4;

function applies(index: number, value: number): boolean {
  if (index === BLUR_INDEX) return value > 0 && value <= FILTER_BLUR_MAX;
  const limit = index === HUE_INDEX ? FILTER_HUE_LIMIT : FILTER_LEVEL_LIMIT;
  return value !== 0 && value >= -limit && value <= limit;
}

export function filterParts(values: readonly number[]): string {
  let out = '';
  for (let i = 0; i < FILTER_KEYS.length; i++) {
    if (applies(i, values[i])) out += `,${FILTER_KEYS[i]}_${jsNumber(values[i])}`;
  }
  return out;
}
