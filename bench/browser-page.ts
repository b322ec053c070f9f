// The demo's benchmark page (web/src/app/bench/) run headless in Debian's Chromium: dist/app/
// (built first when stale) served by Vite's preview server on 127.0.0.1, the page opened at
// #/bench?run=full (or run=quick), and its results, `window.__TESSERA_BENCH__`, printed as JSON.
// `npm run bench:browser [-- --quick] [-- --layouts GRID,COLLAGE] [-- --items 1000,1000000]`; the
// quick run (two sizes, fewer samples) takes under a minute, the full one several.

import { type Page, chromium as playwright } from 'playwright';
import { preview } from 'vite';
import type { BenchResults } from '../web/src/app/bench/results.ts';
import { chromium } from '../vitest.config.ts';
import { DEMO_CONFIG, freshDemo } from './demo-build.ts';

const VIEWPORT = { width: 1280, height: 800 };
const PROGRESS_EVERY_MS = 2_000;

export interface BenchPageRun {
  quick: boolean;
  /** Only these layouts (names of bench/inputs.ts); all when absent. */
  layouts?: readonly string[];
  /** Only these sizes; the mode's when absent. */
  items?: readonly number[];
  progress?: (message: string) => void;
  /** Called with the page once the run is done, before the browser closes (for tests). */
  afterRun?: (page: Page) => Promise<void>;
}

/** The page's address for a run (web/src/app/bench/plan.ts reads it). */
function benchHash({ quick, layouts, items }: BenchPageRun): string {
  const query = new URLSearchParams({ run: quick ? 'quick' : 'full' });
  if (layouts !== undefined) query.set('layouts', layouts.join(','));
  if (items !== undefined) query.set('items', items.join(','));
  return `#/bench?${query.toString().replaceAll('%2C', ',')}`;
}

export async function runBenchPage(run: BenchPageRun): Promise<BenchResults> {
  const progress = run.progress ?? (() => {});
  await freshDemo(progress);
  const server = await preview({
    configFile: DEMO_CONFIG,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const browser = await playwright.launch({ ...chromium, headless: true });
  let watching: ReturnType<typeof setInterval> | undefined;
  try {
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (origin === undefined) throw new Error('bench:browser: the preview server has no address');
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/${benchHash(run)}`);
    await page.waitForFunction(() => window.__TESSERA_BENCH__ !== undefined);
    const status = page.locator('main[data-state] [role="status"]');
    watching = setInterval(() => {
      status.textContent({ timeout: PROGRESS_EVERY_MS }).then(
        (text) => progress(text ?? ''),
        () => {},
      );
    }, PROGRESS_EVERY_MS);
    try {
      const results = await page.evaluate(() => window.__TESSERA_BENCH__!);
      await page.waitForSelector('main[data-state="done"]');
      await run.afterRun?.(page);
      return results;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`the benchmark page failed: ${reason} ${errors.join('; ')}`.trim(), {
        cause: error,
      });
    }
  } finally {
    clearInterval(watching);
    await browser.close();
    await server.close();
  }
}

function progressLine(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${message}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { benchArgs } = await import('./args.ts');
  const { BENCH_LAYOUTS } = await import('./inputs.ts');
  const argv = process.argv.slice(2);
  const args = benchArgs(argv, BENCH_LAYOUTS, []);
  const results = await runBenchPage({
    quick: argv.includes('--quick'),
    layouts: argv.some((a) => a.startsWith('--layouts'))
      ? args.layouts.map((l) => l.name)
      : undefined,
    items: args.itemCounts.length > 0 ? args.itemCounts : undefined,
    progress: progressLine,
  });
  progressLine('');
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}
