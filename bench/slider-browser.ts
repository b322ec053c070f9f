// A 10,000-item slider in Chromium (issue 15's benchmark): the script-tag embed mounts a SLIDER
// with CONTINUOUS auto-slide; measured in the page are the time from Tessera.mountGallery to the
// first slide on screen (placed, and painted with its picture), then the gaps between animation
// frames while the slides move by themselves. Goal: no frame over 16.7 ms.
// `npx node bench/slider-browser.ts [--runs 3] [--json]` alone, or as part of `npm run bench`.

import { chromium as playwright } from 'playwright';
import { chromium } from '../vitest.config.ts';
import { startBenchSite } from './bench-site.ts';
import { installProbe, type ProbeSetup } from './gallery-probe.ts';
import { median } from './timing.ts';

export const SLIDER_ITEMS = 10_000;
/** 60 frames a second: a frame over this missed its paint. */
export const FRAME_GOAL_MS = 16.7;
const VIEWPORT = { width: 1280, height: 800 };
const WATCH_MS = 3000;
const SHAPES: [number, number][] = [
  [1600, 1200],
  [1080, 1620],
  [1920, 1080],
];
const OPTIONS = {
  layoutParams_structure_galleryLayout: 4,
  behaviourParams_gallery_horizontal_autoSlide_behaviour: 'CONTINUOUS',
  behaviourParams_gallery_horizontal_autoSlide_speed: 400,
  behaviourParams_gallery_horizontal_autoSlide_pauseOnHover: false,
};
export interface SliderRun {
  placedMs: number;
  paintedMs: number;
  frames: number;
  longestFrameMs: number;
  /** Frames whose gap reached past one and a half refresh periods: a paint missed. */
  framesOverGoal: number;
  /** How far the slides moved while watched, to show the auto-slide ran. */
  movedPx: number;
}

export interface SliderReport {
  chromium: string;
  items: number;
  runs: SliderRun[];
  median: SliderRun;
}

/** Watches the animation frames in the page for `ms` while the slider moves by itself. */
function watchFrames(ms: number): Promise<{ gaps: number[]; movedPx: number }> {
  const host = document.querySelector('[data-tessera-embed]')!.shadowRoot!;
  const scroller = host.querySelector<HTMLElement>(
    '[aria-roledescription="carousel"] > [id$="-slides"]',
  );
  const startX = scroller?.scrollLeft ?? 0;
  return new Promise((resolve) => {
    const gaps: number[] = [];
    let last = performance.now();
    const end = last + ms;
    const step = (now: number) => {
      gaps.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(step);
      else resolve({ gaps, movedPx: Math.abs((scroller?.scrollLeft ?? 0) - startX) });
    };
    requestAnimationFrame(step);
  });
}

export async function measureSlider(runs: number, items = SLIDER_ITEMS): Promise<SliderReport> {
  const site = await startBenchSite('Tessera slider benchmark', SHAPES, [[120, 160, 150]]);
  const browser = await playwright.launch({ ...chromium, headless: true });
  try {
    const results: SliderRun[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const setup: ProbeSetup = {
        count: items,
        imageBase: site.imageBase,
        shapes: SHAPES,
        seed: 15,
        options: OPTIONS,
      };
      await page.addInitScript(installProbe, setup);
      await page.goto(`${site.origin}/`);
      const first = await page.evaluate(() => window.tesseraBenchFirstItems!);
      const { gaps, movedPx } = await page.evaluate(watchFrames, WATCH_MS);
      const period = median(gaps);
      results.push({
        placedMs: first.placedMs,
        paintedMs: first.paintedMs,
        frames: gaps.length,
        longestFrameMs: Math.max(...gaps),
        framesOverGoal: gaps.filter((gap) => gap > 1.5 * Math.max(period, FRAME_GOAL_MS)).length,
        movedPx,
      });
      await context.close();
    }
    const pick = (key: keyof SliderRun) => median(results.map((r) => r[key]));
    return {
      chromium: browser.version(),
      items,
      runs: results,
      median: {
        placedMs: pick('placedMs'),
        paintedMs: pick('paintedMs'),
        frames: pick('frames'),
        longestFrameMs: pick('longestFrameMs'),
        framesOverGoal: pick('framesOverGoal'),
        movedPx: pick('movedPx'),
      },
    };
  } finally {
    await browser.close();
    await site.close();
  }
}

export function formatSlider(report: SliderReport): string {
  const m = report.median;
  return [
    `Tessera slider in Chromium ${report.chromium}: ${report.items.toLocaleString('en-US')} items, CONTINUOUS auto-slide, medians of ${report.runs.length} runs`,
    `  first slide placed ${m.placedMs.toFixed(1)} ms, painted ${m.paintedMs.toFixed(1)} ms`,
    `  ${m.frames} frames in ${WATCH_MS / 1000} s of auto-slide (moved ${Math.round(m.movedPx)} px): longest ${m.longestFrameMs.toFixed(1)} ms, ${m.framesOverGoal} missed a paint`,
    `  goal: no frame over ${FRAME_GOAL_MS} ms`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--runs');
  const report = await measureSlider(at > 0 ? Number(process.argv[at + 1]) : 3);
  process.stdout.write(
    process.argv.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : formatSlider(report),
  );
}
