// What V8's compile hints in the embed (vite.embed.config.ts) save a page's first gallery: the
// main thread's lazy compilation from the page's start to the gallery's first painted picture,
// read from a Chromium trace, with the embed as built and with the hint lines taken out of the
// chunks as they are served. Runs alternate; medians are printed.
// `npx node bench/compile-hints.ts [--items 100000] [--runs 5]`

import { chromium as playwright, type Page } from 'playwright';
import { chromium } from '../vitest.config.ts';
import { COMPILE_HINT } from '../vite.embed.config.ts';
import { valueOf } from './args.ts';
import { probedPage, startGallerySite } from './gallery-browser.ts';
import { median } from './timing.ts';

const LAZY_COMPILE = new Set(['V8.CompileLazy', 'V8.CompileCode']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The main thread's lazy compilation (ms) from the page's start to the first painted picture. */
async function firstMount(page: Page, origin: string, hinted: boolean) {
  if (!hinted)
    await page.route('**/embed/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`${COMPILE_HINT}\n`, '');
      await route.fulfill({ response, body });
    });
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile'],
  });
  await page.goto(`${origin}/`);
  const first = await page.evaluate(() => window.tesseraBenchFirstItems!);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const compile = events
    .filter(
      (e) =>
        main !== undefined &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        LAZY_COMPILE.has(e.name),
    )
    .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0);
  return { compileMs: compile / 1000, paintedMs: first.paintedMs };
}

const argv = process.argv.slice(2);
const count = Number(valueOf(argv, '--items') ?? 100_000);
const runs = Number(valueOf(argv, '--runs') ?? 5);
const site = await startGallerySite();
const browser = await playwright.launch({ ...chromium, headless: true });
type Figure = Awaited<ReturnType<typeof firstMount>>;
const figures: Record<'hinted' | 'plain', Figure[]> = { hinted: [], plain: [] };
try {
  for (let run = 0; run < runs; run++)
    for (const hinted of [true, false]) {
      const { context, page } = await probedPage(browser, site, count);
      figures[hinted ? 'hinted' : 'plain'].push(await firstMount(page, site.origin, hinted));
      await context.close();
    }
} finally {
  await browser.close();
  await site.close();
}
for (const [name, found] of Object.entries(figures))
  console.log(
    `${name === 'hinted' ? 'with compile hints   ' : 'hint lines taken out '}` +
      `main-thread lazy compilation ${median(found.map((f) => f.compileMs)).toFixed(1)} ms, ` +
      `first picture painted ${median(found.map((f) => f.paintedMs)).toFixed(0)} ms ` +
      `after mountGallery (${count.toLocaleString('en-US')} items, median of ${runs})`,
  );
