import { describe, expect, it } from 'vitest';
import { createTsEngine } from '../../../../../bindings/ts-engine.ts';
import { galleryLayoutParams } from '../gallery-layout-params.ts';
import {
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  breakpointsOf,
  budgetedLayout,
  layoutAtWidth,
  layoutSegments,
  layoutStylesheet,
  lineValue,
  SCALED_WIDTHS,
  STYLESHEET_BUDGET,
  writeStylesheet,
} from './index.ts';
import { HIDDEN_BELOW } from './widths.ts';
import { readStylesheet } from './testing/read-stylesheet.ts';

const engine = createTsEngine();
const sizes = new Float64Array(
  Array.from({ length: 24 }, (_, i) => [400 + ((i * 137) % 900), 400 + ((i * 251) % 700)]).flat(),
);
const layoutAt = (options: unknown) => (width: number) =>
  engine.layout(sizes, galleryLayoutParams(options, { width, height: 1200 }));

/** Photo-like sizes, 1:2 to 2:1, for galleries of `count` items. */
const manySizes = (count: number) =>
  new Float64Array(
    Array.from({ length: count }, (_, i) => [
      600 + ((i * 389) % 1400),
      600 + ((i * 577) % 1100),
    ]).flat(),
  );
const layoutOf = (sizes: Float64Array, options: unknown) => (width: number) =>
  engine.layout(sizes, galleryLayoutParams(options, { width, height: 1200 }));

/** Two items overlapping by more than a pixel each way. */
function overlaps(rects: Float64Array): [number, number] | null {
  for (let i = 0; i < rects.length / 4; i++)
    for (let j = i + 1; j < rects.length / 4; j++) {
      const [a, b] = [i * 4, j * 4];
      const across = Math.min(rects[a] + rects[a + 2], rects[b] + rects[b + 2]);
      const down = Math.min(rects[a + 1] + rects[a + 3], rects[b + 1] + rects[b + 3]);
      if (
        across - Math.max(rects[a], rects[b]) > 1 &&
        down - Math.max(rects[a + 1], rects[b + 1]) > 1
      )
        return [i, j];
    }
  return null;
}

describe('the layout at every width', () => {
  for (const [name, options] of [
    ['grid', { galleryLayout: 2 }],
    ['collage', {}],
    ['masonry', { galleryLayout: 1 }],
  ] as const) {
    it(`${name}: ranges cover 320 to 2560 and give the engine's layout at their ends`, () => {
      const at = layoutAt(options);
      const segments = layoutSegments(at);
      expect(segments[0].from).toBe(BREAKPOINT_MIN_WIDTH);
      expect(segments[segments.length - 1].to).toBe(BREAKPOINT_MAX_WIDTH);
      segments.forEach((segment, i) => {
        if (i > 0) expect(segment.from).toBe(segments[i - 1].to + 1);
        for (const width of [segment.from, segment.to]) {
          const engineWidth = Math.min(Math.floor(width), BREAKPOINT_MAX_WIDTH);
          if (engineWidth !== segment.from && engineWidth !== segment.to) continue;
          const expected = at(engineWidth);
          const drawn = layoutAtWidth(segments, width);
          expect(Array.from(drawn.rects)).toEqual(Array.from(expected.rects));
          expect(drawn.height).toBeCloseTo(expected.height, 9);
        }
      });
    });
  }

  it('moves each edge in proportion between a range’s ends', () => {
    const segments = layoutSegments(layoutAt({ galleryLayout: 2 }));
    const { from, to, start, end } = segments.find((s) => s.to - s.from >= 10)!;
    const width = from + (to - from) / 2 + 0.6;
    const t = (width - from) / (to - from);
    const drawn = layoutAtWidth(segments, width);
    expect(drawn.rects[4 + 0]).toBeCloseTo(start.rects[4] + (end.rects[4] - start.rects[4]) * t, 9);
    expect(drawn.height).toBeCloseTo(start.height + (end.height - start.height) * t, 9);
  });
});

describe('the layout a range draws between its ends', () => {
  for (const [name, options] of [
    ['collage', {}],
    ['masonry in columns', { galleryLayout: 1, isVertical: true }],
    ['grid', { galleryLayout: 2 }],
  ] as const) {
    it(`${name}: never puts two items over each other, at any width`, () => {
      const segments = layoutSegments(layoutAt(options));
      for (let width = BREAKPOINT_MIN_WIDTH; width <= BREAKPOINT_MAX_WIDTH; width += 3) {
        expect(overlaps(layoutAtWidth(segments, width + 0.5).rects), `${width + 0.5}px`).toBeNull();
      }
    });
  }
});

describe('the gallery layout stylesheet', () => {
  it('writes a value as its straight line over the container width', () => {
    expect(lineValue(100, 200, 400, 600)).toBe('calc(50cqw - 100px)');
    expect(lineValue(300, 400, 400, 600)).toBe('calc(50cqw + 100px)');
    expect(lineValue(5, 5, 400, 600)).toBe('5px');
    expect(lineValue(0, 20, 0, 10)).toBe('200cqw');
    expect(lineValue(0, 0, 400, 600)).toBe('0');
    expect(lineValue(1000 / 3, 2000 / 3, 1000, 2000)).toBe('33.33333cqw');
  });

  it('is scoped, a container, and one container query per range after the first', () => {
    const segments = layoutSegments(layoutAt({ galleryLayout: 2 }));
    const css = layoutStylesheet(segments, 'g-1');
    expect(css.startsWith('[data-tessera-layout="g-1"]{container-type:inline-size;')).toBe(true);
    const queries = [...css.matchAll(/@container \(min-width:(\d+)px\)/g)].map((m) => +m[1]);
    expect(queries).toEqual(segments.slice(1).map((segment) => segment.from));
    expect(css).toContain('._g{height:');
    expect(css).toContain('._23{left:');
  });
});

describe('the stylesheet read at a width', () => {
  it('draws the layout of the range that holds the width, at every width', () => {
    const segments = layoutSegments(layoutAt({ galleryLayout: 1 }));
    const css = layoutStylesheet(segments, 'g');
    for (const width of [320, 375, 500.5, 768, 1024, 1280, 1920, 2560, 3000]) {
      const drawn = readStylesheet(css, width);
      const expected = layoutAtWidth(segments, width);
      expect(drawn.height).toBeCloseTo(expected.height, 2);
      expect(drawn.items.size).toBe(24);
      drawn.items.forEach((rect, i) =>
        rect.forEach((value, k) => expect(value).toBeCloseTo(expected.rects[i * 4 + k], 2)),
      );
    }
  });
});

const FAMILIES = [
  ['grid', { galleryLayout: 2 }],
  ['collage', {}],
  ['masonry in rows', { galleryLayout: 1 }],
  ['masonry in columns', { galleryLayout: 1, isVertical: true }],
  ['mix', { galleryLayout: 11 }],
] as const;

describe('the gallery layout stylesheet within its budget', () => {
  for (const count of [100, 1000])
    for (const [name, options] of FAMILIES) {
      it(`${name} of ${count} items: at most the budget, each item placed where hydration draws it`, () => {
        const at = layoutOf(manySizes(count), options);
        const { segments, parts, shown } = budgetedLayout(at, 'g');
        const css = writeStylesheet(parts, 'g', shown);
        expect(css.length).toBeLessThanOrEqual(STYLESHEET_BUDGET);
        expect(shown).toBeGreaterThan(count === 100 ? 40 : 60);
        // The items left out are hidden until the gallery hydrates.
        expect(css.includes(`._g>:nth-child(n+${shown + 1}){visibility:hidden}`)).toBe(
          shown < count,
        );
        for (const width of [320, 375, 1000.5, 1440, 2000, 2560]) {
          const drawn = readStylesheet(css, width);
          const expected = layoutAtWidth(segments, width);
          expect(drawn.items.size).toBe(shown);
          expect(drawn.height).toBeCloseTo(expected.height, 2);
          drawn.items.forEach((rect, i) =>
            rect.forEach((value, k) => expect(value).toBeCloseTo(expected.rects[i * 4 + k], 2)),
          );
        }
      });
    }

  it('takes ranges of one structure while they fit, leaving out only items two screens down', () => {
    const at = layoutOf(manySizes(100), { galleryLayout: 2 });
    const { segments, shown } = budgetedLayout(at, 'g');
    expect(segments.every((segment) => !segment.scaled)).toBe(true);
    expect(shown).toBeLessThan(100);
    for (const { from, to } of segments)
      for (const width of [from, to]) {
        const { rects } = at(width);
        for (let i = shown; i < 100; i++)
          expect(rects[i * 4 + 1]).toBeGreaterThanOrEqual(HIDDEN_BELOW);
      }
  });

  it("scaled: the engine's layout at each common width, scaled in proportion up to the next", () => {
    const at = layoutOf(manySizes(1000), {});
    const { segments } = budgetedLayout(at, 'g');
    expect(breakpointsOf(segments)).toEqual(SCALED_WIDTHS.map((width) => -width));
    for (const width of SCALED_WIDTHS) {
      const drawn = layoutAtWidth(segments, width);
      expect(Array.from(drawn.rects)).toEqual(Array.from(at(width).rects));
    }
    const drawn = layoutAtWidth(segments, 1700);
    const anchor = at(1440);
    expect(drawn.rects[4 * 7 + 1]).toBeCloseTo((anchor.rects[4 * 7 + 1] * 1700) / 1440, 9);
    expect(drawn.height).toBeCloseTo((anchor.height * 1700) / 1440, 9);
  });

  for (const [name, options] of FAMILIES)
    it(`${name} of 100 items: never puts two items over each other, at any width`, () => {
      const { segments } = budgetedLayout(layoutOf(manySizes(100), options), 'g');
      for (let width = BREAKPOINT_MIN_WIDTH; width <= BREAKPOINT_MAX_WIDTH; width += 37)
        expect(overlaps(layoutAtWidth(segments, width + 0.5).rects), `${width + 0.5}px`).toBeNull();
    });
});
