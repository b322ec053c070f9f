// The demo's benchmark page (web/src/app/bench/) run headless in Debian's Chromium: dist/app/
// (built first when stale) served by Vite's preview server on 127.0.0.1, the page opened at
// #/bench?run=full (or run=quick), and its results, `window.__TESSERA_BENCH__`, printed as JSON.
// `npm run bench:browser [-- --quick]`; the quick run (fewer sizes and samples) takes about a minute.

import { chromium as playwright } from 'playwright';
import { preview } from 'vite';
import type { BenchResults } from '../web/src/app/bench/results.ts';
import { chromium } from '../vitest.config.ts';
import { DEMO_CONFIG, freshDemo } from './demo-build.ts';

const VIEWPORT = { width: 1280, height: 800 };
const PROGRESS_EVERY_MS = 2_000;

export interface BenchPageRun {
  quick: boolean;
  progress?: (message: string) => void;
}

export async function runBenchPage({
  quick,
  progress = () => {},
}: BenchPageRun): Promise<BenchResults> {
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
    await page.goto(`${origin}/#/bench?run=${quick ? 'quick' : 'full'}`);
    await page.waitForFunction(() => window.__TESSERA_BENCH__ !== undefined);
    const status = page.locator('main[data-state] [role="status"]');
    watching = setInterval(() => {
      status.textContent({ timeout: PROGRESS_EVERY_MS }).then(
        (text) => progress(text ?? ''),
        () => {},
      );
    }, PROGRESS_EVERY_MS);
    try {
      return await page.evaluate(() => window.__TESSERA_BENCH__!);
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
  const results = await runBenchPage({
    quick: process.argv.includes('--quick'),
    progress: progressLine,
  });
  progressLine('');
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}
