// What the embed's page tests compare a drawn gallery with: the rectangles the TS twin gives the
// same items and options at the drawn width.

import { expect } from 'vitest';
import { createTsEngine, type LayoutResult } from '../../../../bindings/index.ts';
import { galleryLayoutParams, itemSizes } from '../../gallery/model/index.ts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageItem {
  id: string;
  width: number;
  height: number;
  url: string;
  alt: string;
}

/** The layout the gallery should show at `width` in `viewport`, computed here by the TS twin. */
export function expectedBoxes(
  shown: readonly PageItem[],
  options: unknown,
  width: number,
  viewport: { width: number; height: number },
): Box[] {
  const layout: LayoutResult = createTsEngine().layout(
    itemSizes(shown),
    galleryLayoutParams(options, { width, height: viewport.height }, { viewport }),
  );
  return shown.map((_, i) => ({
    left: layout.rects[4 * i],
    top: layout.rects[4 * i + 1],
    width: layout.rects[4 * i + 2],
    height: layout.rects[4 * i + 3],
  }));
}

export function expectBoxes(actual: Box[], expected: Box[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((box, i) => {
    for (const side of ['left', 'top', 'width', 'height'] as const) {
      expect(Math.abs(box[side] - expected[i][side]), `item ${i} ${side}`).toBeLessThan(0.05);
    }
  });
}
