// The TypeScript twin as an `Engine`: for server rendering, tests, and wherever WebAssembly or
// workers are not available.

import { type Engine, type ImageQuality, LayoutError, type LayoutResult, QUALITY_TIER_NAMES, RECT_STRIDE, SIZE_STRIDE } from '../engine.ts';
import { encodeLayoutParams } from '../params.ts';
import { qualityForArea } from './image-url/quality.ts';
import { computeLayout } from './layout/index.ts';

export function createTsEngine(): Engine {
  return {
    backend: 'ts',
    layout(sizes, params): LayoutResult {
      const rects = new Float64Array(Math.floor(sizes.length / SIZE_STRIDE) * RECT_STRIDE);
      const summary = computeLayout(sizes, encodeLayoutParams(params), rects);
      if (typeof summary === 'number') throw new LayoutError(summary);
      return { rects, ...summary };
    },
    imageQuality(width, height): ImageQuality {
      const spec = qualityForArea(width, height);
      return { tier: QUALITY_TIER_NAMES[spec.tier], quality: spec.quality, maxUpscale: spec.maxUpscale };
    },
  };
}
