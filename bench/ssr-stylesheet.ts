// The gallery layout stylesheet of server-rendered galleries (web/src/gallery/ui/server): per
// layout and item count, the ranges of widths from 320 to 2560 px, the stylesheet's bytes (and
// gzipped), bytes per item per range, the time the server takes to make it (option engine, TS
// twin at the sampled widths, stylesheet), and how far a range's layout strays from the engine's
// at any whole-pixel width. Vertical layouts only (a horizontal gallery has no stylesheet).
// `npx node bench/ssr-stylesheet.ts [--layouts GRID,COLLAGE] [--items 20,100]`

import { gzipSync } from 'node:zlib';
import { RECT_STRIDE } from '../bindings/engine.ts';
import {
  layoutAtWidth,
  layoutSegments,
  layoutStylesheet,
} from '../web/src/gallery/model/breakpoints/index.ts';
import { galleryPlan } from '../web/src/gallery/ui/server/server-layout.ts';
import { benchArgs } from './args.ts';
import { BENCH_LAYOUTS, randomSizes } from './inputs.ts';
import { SEED } from './layout-bench.ts';

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
console.log('layout\titems\tranges\tbytes\tgzip\tB/item/range\tms\tmost off px');
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
    const started = performance.now();
    const segments = layoutSegments(plan.layoutAt);
    const css = layoutStylesheet(segments, 'g');
    const ms = performance.now() - started;
    let most = 0;
    for (let width = 320; width <= 2560; width += 1) {
      const engine = plan.layoutAt(width).rects;
      const drawn = layoutAtWidth(segments, width).rects;
      for (let i = 0; i < count * RECT_STRIDE; i++)
        most = Math.max(most, Math.abs(engine[i] - drawn[i]));
    }
    const perItem = css.length / count / segments.length;
    console.log(
      [
        name,
        count,
        segments.length,
        css.length,
        gzipSync(css).length,
        perItem.toFixed(1),
        ms.toFixed(0),
        most.toFixed(1),
      ].join('\t'),
    );
  }
}
