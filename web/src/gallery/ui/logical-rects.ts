// Right to left, the engine hands back the layout already mirrored. Keyboard navigation asks its
// neighbour questions in the layout's own left-to-right terms, with left and right swapped
// (spec/002 §5): these are the rects mirrored back.

import { RECT_STRIDE } from '../../../../bindings/engine.ts';

/** `rects` mirrored across a layout `width` wide. */
export function mirroredRects(rects: Float64Array, width: number): Float64Array {
  const mirrored = new Float64Array(rects);
  for (let at = 0; at < rects.length; at += RECT_STRIDE)
    mirrored[at] = width - rects[at] - rects[at + 2];
  return mirrored;
}
