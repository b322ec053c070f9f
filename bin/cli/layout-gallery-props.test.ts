// `tessera layout` with input written as pro-gallery takes it: galleryLayout by name, legacy
// option names mixed in, and the gallery props the layout depends on (deviceType,
// isUsingCustomInfoElements). Each printed layout is held to pro-gallery 5.0.148 (bench/reference.ts)
// within half a pixel; a name is held to the layout of its code (docs/layout-deviations.md row 15).

import { describe, expect, test } from 'vitest';
import {
  type ReferenceGallery,
  referenceLayoutWith,
  referenceMigrated,
  referenceSetup,
} from '../../bench/reference.ts';
import { runLayout } from './spawn-tessera.ts';

const ITEMS = Array.from({ length: 9 }, (_, i) => ({
  id: `photo-${i}`,
  width: 1200 + 310 * i,
  height: 900 + 170 * (i % 4),
}));
const CONTAINER = { width: 1130, height: 760 };

interface PrintedItem {
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

async function printedRects(input: Record<string, unknown>): Promise<number[][]> {
  const run = await runLayout('wasm', { items: ITEMS, container: CONTAINER, ...input });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const items = (JSON.parse(run.stdout) as { items: PrintedItem[] }).items;
  return items.map((item) => [item.left, item.top, item.width, item.height]);
}

function referenceRects(rawOptions: unknown, gallery: ReferenceGallery = {}): number[][] {
  const setup = referenceSetup(referenceMigrated(rawOptions), CONTAINER, gallery);
  const { rects } = referenceLayoutWith(setup, ITEMS);
  return ITEMS.map((_, i) => Array.from(rects.subarray(4 * i, 4 * i + 4)));
}

function expectWithinHalfPixel(ours: number[][], reference: number[][]) {
  expect(ours).toHaveLength(reference.length);
  ours.forEach((rect, i) =>
    rect.forEach((value, k) =>
      expect(value, `item ${i}, value ${k}`).toBeCloseTo(reference[i][k], 0),
    ),
  );
}

describe('tessera layout reads galleryLayout by name', () => {
  test.each([
    ['grid', 2],
    ['masonry', 1],
    ['thumbnails', 3],
    ['slider', 4],
    ['bricks', 10],
    ['alternate', 12],
    ['Column', 7],
    ['THUMBNAIL', 3],
  ])('"%s" lays the items out as layout %i does', async (name, code) => {
    const ours = await printedRects({ options: { layoutParams_structure_galleryLayout: name } });
    expectWithinHalfPixel(ours, referenceRects({ layoutParams_structure_galleryLayout: code }));
  });

  test('nested and under the legacy name alike', async () => {
    const nested = await printedRects({
      options: { layoutParams: { structure: { galleryLayout: 'masonry' } } },
    });
    expectWithinHalfPixel(nested, referenceRects({ layoutParams_structure_galleryLayout: 1 }));
    const legacy = await printedRects({ options: { galleryLayout: 'slider' } });
    expectWithinHalfPixel(legacy, referenceRects({ galleryLayout: 4 }));
  });
});

describe('tessera layout migrates legacy option names before the layout', () => {
  test.each([
    [{ galleryLayout: 2, imageMargin: 24, cubeType: 'fit' }],
    [{ galleryLayout: 1, isVertical: true, imageMargin: 7, gallerySize: 260 }],
    [{ galleryLayout: 0, isVertical: false, collageDensity: 0.3, groupSize: 2 }],
    [{ galleryLayout: 3, galleryThumbnailsAlignment: 'left', thumbnailSize: 150 }],
    [{ galleryLayout: 4, arrowsPosition: 1, arrowsSize: 44, imageMargin: 12 }],
    [{ galleryLayout: 2, layoutParams: { structure: { gallerySpacing: 9 } }, imageMargin: 30 }],
  ])('%o', async (options) => {
    expectWithinHalfPixel(await printedRects({ options }), referenceRects(options));
  });
});

describe('tessera layout takes the gallery props the layout depends on', () => {
  const wideSpacing = { galleryLayout: 'grid', layoutParams_structure_itemSpacing: 90 };

  test('deviceType mobile caps the item spacing at 50 px; desktop and tablet keep it', async () => {
    for (const deviceType of ['mobile', 'tablet', 'desktop'] as const) {
      const ours = await printedRects({ deviceType, options: wideSpacing });
      const reference = referenceRects({ ...wideSpacing, galleryLayout: 2 }, { deviceType });
      expectWithinHalfPixel(ours, reference);
    }
    const mobile = await printedRects({ deviceType: 'mobile', options: wideSpacing });
    const desktop = await printedRects({ options: wideSpacing });
    expect(mobile[1][0] - (mobile[0][0] + mobile[0][2])).toBe(50);
    expect(desktop[1][0] - (desktop[0][0] + desktop[0][2])).toBe(90);
  });

  test('isUsingCustomInfoElements: texts below the items take room only with it', async () => {
    const textsBelow = {
      galleryLayout: 'grid',
      layoutParams_info_placement: 'BELOW',
      layoutParams_info_height: 64,
    };
    for (const custom of [true, false]) {
      const ours = await printedRects({ isUsingCustomInfoElements: custom, options: textsBelow });
      const reference = referenceRects(
        { ...textsBelow, galleryLayout: 2 },
        { externalInfoRenderer: custom },
      );
      expectWithinHalfPixel(ours, reference);
    }
    const withRoom = await printedRects({ isUsingCustomInfoElements: true, options: textsBelow });
    const without = await printedRects({ isUsingCustomInfoElements: false, options: textsBelow });
    const rowGap = (rects: number[][]) => rects[3][1] - (rects[0][1] + rects[0][3]);
    expect(rowGap(withRoom) - rowGap(without)).toBe(64);
  });

  test.each([
    [{ deviceType: 'phone' }, 'deviceType must be one of desktop, mobile, tablet'],
    [{ isUsingCustomInfoElements: 'yes' }, 'isUsingCustomInfoElements must be true or false'],
  ])('%o is refused with one line', async (extra, message) => {
    const run = await runLayout('wasm', { items: ITEMS, container: CONTAINER, ...extra });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
  });
});
