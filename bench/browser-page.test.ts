// The benchmark page (web/src/app/bench/) run headless in Chromium in its quick mode, as
// `npm run bench:browser -- --quick` runs it: its JSON has a figure for every backend, layout and
// size it lists (the reference may be skipped past the first size, saying why), and the page
// draws a chart per layout with a line per backend and offers the same JSON for download. The
// figures' speed is the benchmark's to print, not a test's to judge. The reference it times is a
// chunk of that page alone.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { expect, test } from 'vitest';
import { BENCH_LAYOUTS } from './inputs.ts';
import { runBenchPage } from './browser-page.ts';
import { DEMO_DIR, freshDemo } from './demo-build.ts';
import { median } from '../web/src/app/bench/timing.ts';
import { isMeasured, LAYOUT_BACKENDS } from '../web/src/app/bench/results.ts';

test('the quick run: a figure for every backend, layout and size, charts, and the JSON to download', async () => {
  let drawn: { charts: number; series: number[]; download: string; notes: string[] } | undefined;
  const results = await runBenchPage({
    quick: true,
    afterRun: async (page: Page) => {
      drawn = await page.evaluate(() => ({
        charts: document.querySelectorAll('section[data-layout] svg[role="img"]').length,
        series: [...document.querySelectorAll('section[data-layout] svg[role="img"]')].map(
          (svg) => svg.querySelectorAll('[data-series]').length,
        ),
        download: document.querySelector<HTMLAnchorElement>('a[download]')?.href ?? '',
        notes: [
          ...document.querySelectorAll('section[data-layout] ul[aria-label="Not measured"] li'),
        ].map((li) => li.textContent ?? ''),
      }));
    },
  });

  expect(results.mode).toBe('quick');
  expect(results.backends).toEqual([...LAYOUT_BACKENDS]);
  expect(results.layouts).toEqual(BENCH_LAYOUTS.map((layout) => layout.name));
  expect(results.sizes).toEqual([1_000, 10_000]);
  expect(results.machine.hardwareConcurrency).toBeGreaterThan(0);
  expect(results.machine.userAgent).toContain('Chrome');

  for (const layout of results.layouts)
    for (const items of results.sizes)
      for (const backend of results.backends) {
        const where = `${layout} ${items} ${backend}`;
        const points = results.layoutPoints.filter(
          (p) => p.layout === layout && p.items === items && p.backend === backend,
        );
        expect(points, where).toHaveLength(1);
        const [point] = points;
        if (isMeasured(point)) {
          expect(point.samples.length, where).toBeGreaterThanOrEqual(3);
          expect(point.nsPerItem, where).toBe(median(point.samples));
          expect(point.nsPerItem, where).toBeGreaterThan(0);
        } else {
          // Only the reference is ever left out, at a size after one it was timed at.
          expect(point, where).toMatchObject({ backend: 'reference' });
          expect(point.skipped, where).toMatch(/^skipped: one call took [\d.]+ s at 1,000 items/);
          expect(items, where).toBeGreaterThan(results.sizes[0]);
        }
      }
  expect(results.layoutPoints).toHaveLength(
    results.layouts.length * results.sizes.length * results.backends.length,
  );

  // The worker's round trip, for the first layout: both worker backends at every size.
  expect(results.roundTrips.map((f) => [f.layout, f.items, f.backend])).toEqual(
    results.sizes.flatMap((items) => [
      [results.layouts[0], items, 'wasm-worker'],
      [results.layouts[0], items, 'ts-worker'],
    ]),
  );
  for (const figure of results.roundTrips) {
    expect(figure.nsPerItem).toBe(median(figure.samples));
    expect(figure.nsPerItem).toBeGreaterThan(0);
  }

  expect(results.imageUrls.map((f) => [f.backend, f.batch])).toEqual([
    ['wasm-worker', 100],
    ['ts-worker', 100],
    ['wasm-worker', 1_000],
    ['ts-worker', 1_000],
  ]);
  for (const figure of results.imageUrls) {
    expect(figure.nsPerAddress).toBeGreaterThan(0);
    expect(figure.addressesPerSecond).toBeCloseTo(1e9 / figure.nsPerAddress);
  }

  expect(results.firstPaint).toHaveLength(1);
  const [paint] = results.firstPaint;
  expect(paint.items).toBe(1_000);
  expect(paint.runs).toHaveLength(1);
  expect(paint.placedMs).toBeGreaterThan(0);
  expect(paint.paintedMs).toBeGreaterThanOrEqual(paint.placedMs);

  // The page drew what it measured, and offers the same figures as a file.
  expect(drawn!.charts).toBe(results.layouts.length);
  expect(drawn!.series).toEqual(results.layouts.map(() => results.backends.length));
  const skipped = results.layoutPoints.filter((p) => !isMeasured(p));
  expect(drawn!.notes).toHaveLength(skipped.length);
  const prefix = 'data:application/json;charset=utf-8,';
  expect(drawn!.download.startsWith(prefix)).toBe(true);
  expect(JSON.parse(decodeURIComponent(drawn!.download.slice(prefix.length)))).toEqual(results);
}, 300_000);

test('the reference is in the demo only as a chunk the benchmark page imports when it times it', async () => {
  await freshDemo(() => {});
  const assets = join(DEMO_DIR, 'assets');
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const read = (name: string) => readFileSync(join(assets, name), 'utf8');
  // A message only pro-layouts 5.0.148 has.
  const withReference = chunks.filter((name) => read(name).includes('returing 3 (?)'));
  expect(withReference).toEqual([expect.stringMatching(/^reference-backend-[\w-]+\.js$/)]);
  const [reference] = withReference;
  const importers = chunks.filter((name) => read(name).includes(reference));
  expect(importers).toEqual([expect.stringMatching(/^BenchPage-[\w-]+\.js$/)]);
  expect(read(importers[0])).toContain(`import(\`./${reference}\`)`);
  expect(read(importers[0])).not.toMatch(new RegExp(`from\\s*["'\`]\\./${reference}`));
  // The page's entry does not load the benchmark page either.
  expect(readFileSync(join(DEMO_DIR, 'index.html'), 'utf8')).not.toContain('BenchPage');
}, 120_000);
