// One range of a gallery's widths: what layoutSegments finds and the stylesheet writes.

import type { LayoutResult } from '../../../../../bindings/engine.ts';

/**
 * Whole-pixel widths `from` to `to` (both included) and the layouts drawn there: the engine's own
 * at both ends (a range of one structure), or, for a `scaled` range, the engine's at `from` and
 * that layout scaled in proportion to `to` (scaled.ts).
 */
export interface LayoutSegment {
  from: number;
  to: number;
  start: LayoutResult;
  end: LayoutResult;
  scaled?: boolean;
}
