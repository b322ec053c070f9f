// The gallery in the browser: the script-tag embed (dist/embed/, built first when stale) served
// from 127.0.0.1 with small local pictures, a page that mounts it with 1,000 / 10,000 / 100,000
// items, Debian's Chromium driven by Playwright; figures measured in the page (bench/gallery-probe.ts).
// `npx node bench/gallery-browser.ts [--items 1000,10000] [--runs 3] [--json]` alone, or as the
// last part of `npm run bench` (skipped with --no-browser).

import { type Browser, type BrowserContext, type Page, chromium as playwright } from 'playwright';
import { chromium } from '../vitest.config.ts';
import { ENGINE_LINGER_MS } from '../web/src/embed/engine-linger.ts';
import { type BenchSite, startBenchSite } from './bench-site.ts';
import { installProbe, type ProbeSetup } from './gallery-probe.ts';
import {
  figureOfRuns,
  formatGalleryTable,
  type GalleryBenchReport,
  type GalleryRun,
} from './gallery-report.ts';

const VIEWPORT = { width: 1280, height: 800 };
/** Item shapes [width, height]: landscape, portrait and square pictures. */
const SHAPES: [number, number][] = [
  [1600, 1200],
  [1080, 1620],
  [1200, 1200],
  [1920, 1080],
  [900, 1350],
  [1500, 1000],
  [1000, 1500],
  [2000, 1000],
];
const COLOURS = [
  [119, 170, 153],
  [170, 153, 119],
  [119, 153, 170],
  [153, 170, 119],
  [153, 119, 170],
  [170, 119, 153],
  [136, 170, 136],
  [136, 136, 170],
];
const OPTIONS = {
  layoutParams: {
    structure: { galleryLayout: 1, layoutOrientation: 'VERTICAL', itemSpacing: 12 },
    targetItemSize: { unit: 'PIXEL', value: 280 },
  },
};
/** The scroll moves at least two screens a frame, and reaches the bottom within 2,000 frames. */
const SCREENS_PER_FRAME = 2;
const MAX_SCROLL_FRAMES = 2_000;
/** The gallery is at rest once nothing in it changed for this long and its pictures have loaded. */
const QUIET_MS = 500;

export interface GalleryBenchPlan {
  itemCounts: readonly number[];
  runs: number;
  progress?: (message: string) => void;
}

/** The benchmark's site: the embed, and a picture for each item shape. */
export function startGallerySite(progress?: (message: string) => void): Promise<BenchSite> {
  return startBenchSite('Tessera gallery benchmark', SHAPES, COLOURS, progress);
}

/** A page of its own context whose probe mounts the benchmark's gallery of `count` items. */
export async function probedPage(
  browser: Browser,
  site: BenchSite,
  count: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const setup: ProbeSetup = {
    count,
    imageBase: site.imageBase,
    shapes: SHAPES,
    seed: 14,
    options: OPTIONS,
  };
  await page.addInitScript(installProbe, setup);
  return { context, page };
}

export async function measureGallery(plan: GalleryBenchPlan): Promise<GalleryBenchReport> {
  const progress = plan.progress ?? (() => {});
  const site = await startGallerySite(progress);
  const browser = await playwright.launch({ ...chromium, headless: true });
  try {
    const figures = [];
    for (const count of plan.itemCounts) {
      const runs: GalleryRun[] = [];
      for (let run = 0; run < plan.runs; run++) {
        progress(`gallery in Chromium: ${count} items, run ${run + 1} of ${plan.runs}`);
        const { context, page } = await probedPage(browser, site, count);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${site.origin}/`);
        try {
          // The page mounted the gallery as soon as tessera.js had run (PAGE).
          const first = await page.evaluate(() => window.tesseraBenchFirstItems!);
          const rest = await page.evaluate((quiet) => window.tesseraBench!.atRest(quiet), QUIET_MS);
          const again = await page.evaluate(async () => {
            window.tesseraBench!.unmount();
            return window.tesseraBench!.mount('gallery');
          });
          await page.evaluate((quiet) => window.tesseraBench!.atRest(quiet), QUIET_MS);
          const scroll = await page.evaluate(
            ([screens, frames]) => window.tesseraBench!.scrollToEnd(screens, frames),
            [SCREENS_PER_FRAME, MAX_SCROLL_FRAMES] as const,
          );
          // The next mount once the page's engine has stopped (page-engine.ts): a new worker.
          const afterStop = await page.evaluate(async (wait) => {
            window.tesseraBench!.unmount();
            await new Promise((resolve) => setTimeout(resolve, wait));
            return window.tesseraBench!.mount('gallery');
          }, ENGINE_LINGER_MS + QUIET_MS);
          runs.push({
            backend: first.backend,
            placedMs: first.placedMs,
            paintedMs: first.paintedMs,
            remountPlacedMs: again.placedMs,
            remountPaintedMs: again.paintedMs,
            coldEnginePaintedMs: afterStop.paintedMs,
            elementsAtRest: rest.elements,
            itemsAtRest: rest.items,
            galleryHeight: rest.galleryHeight,
            longestTaskMs: scroll.longestTaskMs,
            longestFrameMs: scroll.longestFrameMs,
            scrollFrames: scroll.frames,
            scrollStepPx: scroll.stepPx,
            mostItemsWhileScrolling: scroll.mostItems,
            lastIndexDrawn: scroll.lastIndexDrawn,
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`gallery at ${count} items: ${reason} ${errors.join('; ')}`.trim(), {
            cause: error,
          });
        } finally {
          await context.close();
        }
      }
      figures.push(figureOfRuns(count, runs));
    }
    return { chromium: browser.version(), viewport: VIEWPORT, figures };
  } finally {
    await browser.close();
    await site.close();
  }
}

function progressLine(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${message}`);
}

/** The gallery section of `npm run bench`: the table on stdout, or on stderr with --json. */
export async function runGalleryBrowserBench(plan: GalleryBenchPlan, json: boolean): Promise<void> {
  const report = await measureGallery({ progress: progressLine, ...plan });
  progressLine('');
  (json ? process.stderr : process.stdout).write(`\n${formatGalleryTable(report)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { benchArgs } = await import('./args.ts');
  const { ITEM_COUNTS } = await import('./inputs.ts');
  const args = benchArgs(process.argv.slice(2), [], ITEM_COUNTS);
  const report = await measureGallery({
    itemCounts: args.itemCounts,
    runs: args.browserRuns,
    progress: progressLine,
  });
  progressLine('');
  process.stdout.write(
    args.json ? `${JSON.stringify(report, null, 2)}\n` : formatGalleryTable(report),
  );
}
