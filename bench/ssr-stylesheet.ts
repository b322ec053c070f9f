// The gallery layout stylesheet of server-rendered galleries (web/src/gallery/ui/server): per
// layout and item count, the rung the budget took (ranges of one structure at a tolerance, or the
// scaled rung), its ranges of widths from 320 to 2560 px, the items it places (the rest hidden
// until hydration), the stylesheet's bytes (and gzipped), the server's time to make it (option
// engine, TS twin at the sampled widths, stylesheet) cold (first render of that gallery, its
// cache cleared) and warm (the same gallery again, from the cache), and how far the layout drawn
// strays from the engine's at every whole-pixel width: over every item, and over the items
// starting within the first two screens (top above 2400 px). Vertical layouts only (a horizontal
// gallery has no stylesheet).
// `npx node bench/ssr-stylesheet.ts [--layouts GRID,COLLAGE] [--items 20,100,1000]`

import { gzipSync } from 'node:zlib';
import { RECT_STRIDE } from '../bindings/engine.ts';
import {
  budgetedLayout,
  layoutAtWidth,
  STYLESHEET_BUDGET,
  writeStylesheet,
} from '../web/src/gallery/model/breakpoints/index.ts';
import {
  clearServerLayouts,
  galleryPlan,
  serverLayout,
} from '../web/src/gallery/ui/server/server-layout.ts';
import { benchArgs } from './args.ts';
import { BENCH_LAYOUTS, randomSizes } from './inputs.ts';
import { SEED } from './layout-bench.ts';
import { median } from './timing.ts';

const args = benchArgs(process.argv.slice(2), BENCH_LAYOUTS, [20, 100]);
const HORIZONTAL = new Set([
  'SLIDER',
  'SLIDESHOW',
  'THUMBNAIL',
  'COLUMN',
  'PANORAMA',
  'FULLSIZE',
  'BRICKS',
]);
/** Items starting above this are the first screens' (two of the default 1200 px window). */
const FIRST_SCREENS = 2400;

function timed(runs: number, before: () => void, run: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    before();
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

console.log(`budget ${STYLESHEET_BUDGET} bytes`);
console.log(
  'layout\titems\trung\tranges\tshown\tbytes\tgzip\tcold ms\twarm ms\tmost off px\tin first screens px',
);
for (const { name, options } of args.layouts) {
  for (const count of args.itemCounts) {
    const sizes = randomSizes(count, SEED);
    const items = Array.from({ length: count }, (_, i) => ({
      id: `i${i}`,
      width: sizes[2 * i],
      height: sizes[2 * i + 1],
    }));
    const plan = galleryPlan({ items, options });
    if (
      plan.options.layoutParams_structure_scrollDirection === 'HORIZONTAL' ||
      HORIZONTAL.has(name)
    )
      continue;
    const runs = count >= 1000 ? 3 : 7;
    const cold = timed(runs, clearServerLayouts, () => serverLayout(plan, 'g'));
    const warm = timed(
      runs * 3,
      () => {},
      () => serverLayout(plan, 'g'),
    );
    const { segments, parts, shown } = budgetedLayout(plan.layoutAt, 'g');
    const css = writeStylesheet(parts, 'g', shown);
    if (css !== serverLayout(plan, 'g').stylesheet) throw new Error('not the served stylesheet');
    let [most, inView] = [0, 0];
    for (let width = 320; width <= 2560; width += 1) {
      const engine = plan.layoutAt(width).rects;
      const drawn = layoutAtWidth(segments, width).rects;
      for (let i = 0; i < count * RECT_STRIDE; i++) {
        const off = Math.abs(engine[i] - drawn[i]);
        most = Math.max(most, off);
        const top = i - (i % RECT_STRIDE) + 1;
        if (engine[top] < FIRST_SCREENS) inView = Math.max(inView, off);
      }
    }
    const rung = segments[0].scaled ? 'scaled' : 'ranges';
    console.log(
      [
        name,
        count,
        rung,
        segments.length,
        shown,
        css.length,
        gzipSync(css).length,
        cold.toFixed(2),
        warm.toFixed(3),
        most.toFixed(1),
        inView.toFixed(1),
      ].join('\t'),
    );
  }
}
