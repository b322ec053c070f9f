// The reference gallery on the benchmark page: pro-gallery-lib processes the options and
// pro-layouts 5.0.148 lays the items out, as bench/reference.ts drives them in Node (black boxes,
// never a dependency of the product). The page loads this file as a chunk of its own, only when it
// times the reference.

import { CONTAINER, referenceItems } from '../../../../bench/inputs.ts';
import { referenceLayoutWith, referenceSetup } from '../../../../bench/reference.ts';
import { type Timing, time, type TimingPlan } from './timing.ts';

export function timeReferenceLayout(
  options: Readonly<Record<string, unknown>>,
  sizes: Float64Array,
  plan: TimingPlan,
): Timing {
  const items = referenceItems(sizes);
  return time(() => {
    // The reference's option processing is timed with it, as in Node: a constant, small cost.
    const rects = referenceLayoutWith(referenceSetup(options, CONTAINER), items).rects;
    return rects.length === 0 ? 0 : rects[rects.length - 1];
  }, plan);
}
