// The layout half of the TypeScript twin as a `LayoutEngine`.

import { LayoutError, type LayoutEngine, type LayoutResult, RECT_STRIDE, SIZE_STRIDE } from '../../contract/layout.ts';
import { encodeLayoutParams } from '../../params.ts';
import { computeLayout } from './index.ts';

export const tsLayoutEngine: LayoutEngine = {
  layout(sizes, params, seeds): LayoutResult {
    const rects = new Float64Array(Math.floor(sizes.length / SIZE_STRIDE) * RECT_STRIDE);
    const summary = computeLayout(sizes, encodeLayoutParams(params), seeds ?? new Uint32Array(0), rects);
    if (typeof summary === 'number') throw new LayoutError(summary);
    return { rects, ...summary };
  },
};
