// A server-rendered gallery in Chromium, in a frame as wide as a site's container: before any
// script runs, the stylesheet alone puts each item where the layout at that width puts it; then
// the page's script hydrates it, the interactive gallery takes over and the pictures load, and
// the cumulative layout shift (PerformanceObserver 'layout-shift', buffered) stays 0.

import { afterEach, describe, expect, it } from 'vitest';
import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import { budgetedLayout, layoutAtWidth, STYLESHEET_BUDGET } from '../../model/breakpoints/index.ts';
import { galleryPlan } from './server-layout.ts';
import { renderGalleryToString } from './render-gallery.ts';
import {
  closeFrames,
  containerWidth,
  LAYOUT_UNIT,
  layoutShifts,
  openFrame,
  page,
  itemsOf,
  until,
} from './testing/server-page.ts';

const GALLERIES = {
  grid: [18, { layoutParams_structure_galleryLayout: 2, layoutParams_structure_itemSpacing: 8 }],
  masonry: [
    18,
    { layoutParams_structure_galleryLayout: 1, layoutParams_structure_itemSpacing: 12 },
  ],
  'right-to-left collage': [18, { behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT' }],
  // Past the stylesheet's budget: the scaled rung, with the items past the first ones hidden.
  'collage of 150 items': [150, {}],
  'masonry in columns of 1,000 items': [
    1000,
    {
      layoutParams_structure_galleryLayout: 1,
      layoutParams_structure_layoutOrientation: 'VERTICAL',
    },
  ],
} as const;
const WIDTHS = [320, 375, 768, 1024, 1280, 1920, 2560];

afterEach(closeFrames);

/** Each item shown (the stylesheet hides those past its budget) and where. */
function rectsIn(doc: Document, selector: string) {
  const box = doc.querySelector(selector)!.getBoundingClientRect();
  const drawn = new Map<number, number[]>();
  for (const element of doc.querySelectorAll(`${selector} > [data-idx]`)) {
    if (doc.defaultView!.getComputedStyle(element).visibility === 'hidden') continue;
    const rect = element.getBoundingClientRect();
    const index = Number(element.getAttribute('data-idx'));
    drawn.set(index, [rect.left - box.left, rect.top - box.top, rect.width, rect.height]);
  }
  return drawn;
}

/** Each drawn item where `expected` puts it (the interactive gallery draws those near view). */
function expectRects(actual: Map<number, number[]>, expected: Float64Array, width: number) {
  expect(actual.size).toBeGreaterThan(0);
  expect(actual.size).toBeLessThanOrEqual(expected.length / RECT_STRIDE);
  actual.forEach((rect, i) =>
    rect.forEach((value, k) =>
      expect(
        Math.abs(value - expected[i * RECT_STRIDE + k]),
        `item ${i} edge ${k} at ${width}px: ${value} for ${expected[i * RECT_STRIDE + k]}`,
      ).toBeLessThanOrEqual(2 * LAYOUT_UNIT),
    ),
  );
}

for (const [name, [count, options]] of Object.entries(GALLERIES)) {
  describe(`a server-rendered ${name} gallery`, () => {
    const items = itemsOf(count);
    const props = { items, options, id: `ssr-${name.replace(/\W/g, '-')}` };
    const html = renderGalleryToString(props);
    const { segments, shown } = budgetedLayout(galleryPlan(props).layoutAt, props.id);
    // A thousand items in a frame per width take a while: fewer widths, more time.
    const large = count >= 1000;
    const widths = large ? [375, 1440] : WIDTHS;
    const timeout = large ? 120_000 : undefined;

    it(
      'is drawn by its stylesheet alone where the layout puts it, at each width',
      async () => {
        for (const width of large ? [...widths, 1111] : [...WIDTHS, 500.5, 1111]) {
          const frame = await openFrame(width, page(html, props, false));
          const doc = frame.contentDocument!;
          const drawn = rectsIn(doc, '[data-tessera-static-gallery]');
          expect(drawn.size).toBe(shown);
          const expected = layoutAtWidth(segments, containerWidth(doc));
          expectRects(drawn, expected.rects, width);
          const box = doc.querySelector('[data-tessera-static-gallery]')!.getBoundingClientRect();
          expect(Math.abs(box.height - expected.height)).toBeLessThanOrEqual(2 * LAYOUT_UNIT);
          frame.remove();
        }
      },
      timeout,
    );

    it('stays within its budget, hiding only the items it has no room for', () => {
      const stylesheet = /<style>(.*?)<\/style>/.exec(html)![1];
      expect(stylesheet.length).toBeLessThanOrEqual(STYLESHEET_BUDGET);
      if (count > 100) expect(shown).toBeLessThan(count);
      else expect(shown).toBe(count);
    });

    it(
      "is the engine's own layout at each range's ends (a scaled range's first)",
      async () => {
        const { layoutAt } = galleryPlan(props);
        for (const segment of segments.slice(0, large ? 1 : 3)) {
          const width = segment.scaled ? segment.from : segment.to;
          const frame = await openFrame(width, page(html, props, false));
          expectRects(
            rectsIn(frame.contentDocument!, '[data-tessera-static-gallery]'),
            layoutAt(width).rects,
            width,
          );
          frame.remove();
        }
      },
      timeout,
    );

    it(
      'does not shift from the first paint through hydration and the pictures loading',
      async () => {
        for (const width of widths) {
          const frame = await openFrame(width, page(html, props, true));
          const doc = frame.contentDocument!;
          const win = frame.contentWindow!;
          await until(
            () => doc.querySelector('[data-tessera-static-gallery]') === null,
            'the gallery to take over',
          );
          const gallery = '[data-tessera-gallery]';
          await until(
            () =>
              [...doc.querySelectorAll<HTMLImageElement>(`${gallery} img`)]
                .filter((img) => img.getBoundingClientRect().top < 900)
                .every((img) => img.complete),
            'the pictures in view',
            // A lazy picture of a frame outside the test page's viewport may never start loading.
            false,
          );
          // The very same places, drawn by the interactive gallery.
          const expected = layoutAtWidth(segments, containerWidth(doc));
          expectRects(rectsIn(doc, gallery), expected.rects, width);
          expect(await layoutShifts(win), `CLS at ${width}px`).toBe(0);
          // The measure sees a shift in this frame: push the gallery down and it counts.
          doc.body.prepend(Object.assign(doc.createElement('div'), { style: 'height:200px' }));
          await until(() => true, 'a frame');
          expect(await layoutShifts(win)).toBeGreaterThan(0);
          frame.remove();
        }
      },
      timeout,
    );
  });
}
