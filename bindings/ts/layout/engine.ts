// The layout half of the TypeScript twin as a `LayoutEngine`.

import {
  type AppendedLayout,
  LayoutError,
  type LayoutEngine,
  type LayoutResult,
  RECT_STRIDE,
  SIZE_STRIDE,
} from '../../contract/layout.ts';
import { encodeLayoutParams } from '../../contract/encode-layout-params.ts';
import { stateItems } from '../../contract/layout-state.ts';
import { appendLayout } from './append.ts';
import { ERROR_BAD_PARAMS } from '../../contract/layout-errors.ts';
import { computeLayout } from './index.ts';

export const tsLayoutEngine: LayoutEngine = {
  layout(sizes, params, seeds): LayoutResult {
    const rects = new Float64Array(Math.floor(sizes.length / SIZE_STRIDE) * RECT_STRIDE);
    const summary = computeLayout(
      sizes,
      encodeLayoutParams(params),
      seeds ?? new Uint32Array(0),
      rects,
    );
    if (typeof summary === 'number') throw new LayoutError(summary);
    return { rects, ...summary };
  },
  layoutAppend(state, sizes, params, seeds): AppendedLayout {
    const read = stateItems(state);
    if (typeof read === 'number') throw new LayoutError(read);
    if (sizes.length % SIZE_STRIDE !== 0) throw new LayoutError(ERROR_BAD_PARAMS);
    const rects = new Float64Array(
      (read.items - read.from + sizes.length / SIZE_STRIDE) * RECT_STRIDE,
    );
    const appended = appendLayout(
      state,
      sizes,
      encodeLayoutParams(params),
      seeds ?? new Uint32Array(0),
      rects,
    );
    if (typeof appended === 'number') throw new LayoutError(appended);
    return { from: read.from, rects, ...appended.summary, state: appended.state };
  },
};
