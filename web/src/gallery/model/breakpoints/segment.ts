// One range of a gallery's widths: what layoutSegments finds and the stylesheet writes.

import type { LayoutResult } from '../../../../../bindings/engine.ts';

/** Whole-pixel widths `from` to `to` (both included) and the engine's layouts there. */
export interface LayoutSegment {
  from: number;
  to: number;
  start: LayoutResult;
  end: LayoutResult;
}
