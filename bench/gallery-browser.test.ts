// The gallery's browser benchmark at a tiny size: one page load of 200 items in Chromium gives
// every figure, the scroll reaches the last item, and the gallery keeps few elements at rest. Its
// speed is the benchmark's to print, not a test's to judge.

import { expect, test } from 'vitest';
import { measureGallery } from './gallery-browser.ts';
import { formatGalleryTable, type GalleryFigure, goal } from './gallery-report.ts';

const ITEMS = 200;

test('200 items, one run: every figure is present and positive, the DOM is bounded, the scroll reaches the end', async () => {
  const report = await measureGallery({ itemCounts: [ITEMS], runs: 1 });
  expect(report.viewport).toEqual({ width: 1280, height: 800 });
  expect(report.chromium).toMatch(/^\d+\./);
  expect(report.figures).toHaveLength(1);
  const [figure] = report.figures;
  expect(figure).toMatchObject({ items: ITEMS, runs: 1, backend: 'wasm' });
  for (const key of [
    'placedMs',
    'paintedMs',
    'remountPlacedMs',
    'remountPaintedMs',
    'coldEnginePaintedMs',
  ] as const) {
    expect(figure[key], key).toBeGreaterThan(0);
  }
  expect(figure.paintedMs).toBeGreaterThanOrEqual(figure.placedMs);
  expect(figure.remountPaintedMs).toBeGreaterThanOrEqual(figure.remountPlacedMs);
  // Virtualization: some of the items at rest, each with a few elements.
  expect(figure.itemsAtRest).toBeGreaterThan(0);
  expect(figure.itemsAtRest).toBeLessThanOrEqual(ITEMS);
  expect(figure.elementsAtRest).toBeGreaterThan(figure.itemsAtRest);
  expect(figure.elementsAtRest).toBeLessThan(6 * figure.itemsAtRest + 20);
  expect(figure.galleryHeight).toBeGreaterThan(report.viewport.height);
  expect(figure.mostItemsWhileScrolling).toBeLessThanOrEqual(ITEMS);
  expect(figure.scrollFrames).toBeGreaterThan(1);
  expect(figure.scrollStepPx).toBeGreaterThan(0);
  expect(figure.longestTaskMs).toBeGreaterThanOrEqual(0);
  expect(figure.longestFrameMs).toBeGreaterThan(0);
  expect(figure.lastIndexDrawn).toBe(ITEMS - 1);

  const table = formatGalleryTable(report);
  expect(table).toContain('Tessera gallery in Chromium');
  expect(table).toMatch(/^\s+200\s+1\s+[\d,.]+\s+[\d,.]+\s+[\d,.]+\/[\d,.]+/m);
}, 300_000);

test('the goal column judges 100,000 items only: first items painted within 100 ms, no task over 50 ms', () => {
  const figure: GalleryFigure = {
    items: 100_000,
    runs: 3,
    backend: 'wasm',
    placedMs: 60,
    paintedMs: 90,
    remountPlacedMs: 20,
    remountPaintedMs: 30,
    coldEnginePaintedMs: 70,
    elementsAtRest: 300,
    itemsAtRest: 100,
    galleryHeight: 8_000_000,
    longestTaskMs: 0,
    longestFrameMs: 40,
    scrollFrames: 2000,
    scrollStepPx: 4000,
    mostItemsWhileScrolling: 200,
    lastIndexDrawn: 99_999,
  };
  expect(goal(figure)).toBe('ok');
  expect(goal({ ...figure, remountPaintedMs: 250, longestTaskMs: 51 })).toBe(
    'over: first painted, code loaded, longest task',
  );
  // The page load adds fetching and compiling the code: reported, not judged.
  expect(goal({ ...figure, paintedMs: 250 })).toBe('ok');
  expect(goal({ ...figure, items: 10_000, paintedMs: 250 })).toBe('');
  const table = formatGalleryTable({
    chromium: '1.0',
    viewport: { width: 1280, height: 800 },
    figures: [figure],
  });
  expect(table).toMatch(
    /100,000\s+3\s+60\.0\s+90\.0\s+20\.0\/30\.0\s+70\.0\s+300\s+100\s+0\.0\s+40\.0\s+4,000\s+200\s+ok/,
  );
});
