// A server-rendered horizontal gallery (a slider with its arrows outside, a slideshow, a gallery
// with thumbnails) in Chromium, in a frame as wide as a site's container: before any script runs,
// the stylesheet puts the strip's first items where the interactive horizontal view draws them at
// that width, at the gallery's height, in the room the view keeps for its arrows and thumbnails;
// then the page hydrates, the view takes over and the pictures load, and the cumulative layout
// shift stays 0.

import { afterEach, describe, expect, it } from 'vitest';
import { type LayoutResult, RECT_STRIDE } from '../../../../../bindings/engine.ts';
import { layoutAtWidth, layoutSegments } from '../../model/breakpoints/index.ts';
import { galleryPlan } from './server-layout.ts';
import { renderGalleryToString } from './render-gallery.ts';
import {
  closeFrames,
  containerWidth,
  FRAME_HEIGHT,
  LAYOUT_UNIT,
  layoutShifts,
  openFrame,
  page,
  itemsOf,
  pushedShifts,
  until,
} from './testing/server-page.ts';

const items = itemsOf(24);
/** Each with the room its view keeps: [left, top, right, bottom] (spec/002 §9). */
const GALLERIES = {
  'slider with its arrows outside': {
    options: {
      layoutParams_structure_galleryLayout: 4,
      layoutParams_structure_itemSpacing: 10,
      layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY',
      layoutParams_navigationArrows_size: 30,
    },
    // the arrow's size, its 40 px margin and half the item spacing
    room: [75, 0, 75, 0],
  },
  slideshow: { options: { layoutParams_structure_galleryLayout: 5 }, room: [0, 0, 0, 0] },
  'right-to-left slider': {
    options: {
      layoutParams_structure_galleryLayout: 4,
      behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
    },
    room: [0, 0, 0, 0],
  },
  // the strip of 120 px thumbnails below the gallery
  thumbnails: { options: { layoutParams_structure_galleryLayout: 3 }, room: [0, 0, 0, 120] },
} as const;
const CONTAINER_HEIGHT = 480;
const WIDTHS = [320, 768, 1280, 1920];

afterEach(closeFrames);

/**
 * Within the view's scroller (which clips at the arrows' room), the frame's height and the test
 * page's own width (the frame starts at its left edge): a lazy picture outside the test page's
 * viewport may never start loading.
 */
function inView(doc: Document, img: Element) {
  const rect = img.getBoundingClientRect();
  const scroller = doc.querySelector('[id$="-slides"]')!.getBoundingClientRect();
  const right = Math.min(scroller.right, window.innerWidth);
  return rect.top < FRAME_HEIGHT && rect.left < right && rect.right > scroller.left;
}

/** The items shown in the gallery's box (left, top, width, height), against the container. */
function shownRects(doc: Document, selector: string) {
  const scope = doc.querySelector('[data-tessera-layout]')!.getBoundingClientRect();
  const shown = new Map<number, number[]>();
  for (const element of doc.querySelectorAll(selector)) {
    const rect = element.getBoundingClientRect();
    if (rect.right <= scope.left || rect.left >= scope.right) continue;
    const index = Number(element.getAttribute('data-idx'));
    shown.set(index, [rect.left - scope.left, rect.top - scope.top, rect.width, rect.height]);
  }
  return shown;
}

/**
 * The layout at the container's width, moved by the room: what the view shows (a right-to-left
 * strip from its end: the track's far end at the gallery box's end).
 */
function expectedRects(
  { rects, width }: LayoutResult,
  [left, top, right]: readonly number[],
  scopeWidth: number,
  fromEnd: boolean,
) {
  const expected = new Map<number, number[]>();
  const shift = left + (fromEnd ? scopeWidth - left - right - width : 0);
  for (let i = 0; i * RECT_STRIDE < rects.length; i++) {
    const at = i * RECT_STRIDE;
    const x = rects[at] + shift;
    if (x + rects[at + 2] <= 0 || x >= scopeWidth) continue;
    expected.set(i, [x, rects[at + 1] + top, rects[at + 2], rects[at + 3]]);
  }
  return expected;
}

function expectSame(actual: Map<number, number[]>, expected: Map<number, number[]>, at: string) {
  expect(expected.size).toBeGreaterThan(0);
  expect(
    [...actual.keys()].sort((a, b) => a - b),
    at,
  ).toEqual([...expected.keys()].sort((a, b) => a - b));
  actual.forEach((rect, i) =>
    rect.forEach((value, k) =>
      expect(
        Math.abs(value - expected.get(i)![k]),
        `item ${i} edge ${k} ${at}: ${value} for ${expected.get(i)![k]}`,
      ).toBeLessThanOrEqual(2 * LAYOUT_UNIT),
    ),
  );
}

for (const [name, { options, room }] of Object.entries(GALLERIES)) {
  describe(`a server-rendered ${name}`, () => {
    const props = {
      items,
      options,
      id: `ssr-${name.replace(/\W/g, '-')}`,
      containerHeight: CONTAINER_HEIGHT,
    };
    const html = renderGalleryToString(props);
    const segments = layoutSegments(galleryPlan(props).layoutAt);
    const expectedAt = (doc: Document) => {
      const width = containerWidth(doc);
      const layout = layoutAtWidth(segments, width);
      return {
        rects: expectedRects(
          layout,
          room,
          width,
          'behaviourParams_gallery_layoutDirection' in options,
        ),
        height: layout.height + room[1] + room[3],
      };
    };
    const scopeHeight = (doc: Document) =>
      doc.querySelector('[data-tessera-layout]')!.getBoundingClientRect().height;

    it('shows its first items where the horizontal view draws them, before any script', async () => {
      for (const width of WIDTHS) {
        const frame = await openFrame(width, page(html, props, false));
        const doc = frame.contentDocument!;
        const expected = expectedAt(doc);
        const at = `at ${width}px before hydration`;
        expectSame(shownRects(doc, '[data-tessera-static-gallery] [data-idx]'), expected.rects, at);
        expect(Math.abs(scopeHeight(doc) - expected.height), at).toBeLessThanOrEqual(LAYOUT_UNIT);
        // Every item is in the markup with its alt text, those beyond the strip's end clipped.
        expect(doc.querySelectorAll('[data-tessera-static-gallery] img')).toHaveLength(
          items.length,
        );
        expect(doc.querySelector('img[alt="picture 23"]')).not.toBeNull();
        frame.remove();
      }
    });

    it('does not shift from the first paint through hydration and the pictures loading', async () => {
      for (const width of WIDTHS) {
        const frame = await openFrame(width, page(html, props, true));
        const doc = frame.contentDocument!;
        const win = frame.contentWindow!;
        // The static strip stays until the view shows its slides: never an empty frame.
        let empty = false;
        await until(() => {
          const strip = doc.querySelector('[data-tessera-static-gallery]') !== null;
          const slides = doc.querySelector('[data-slide] [data-idx]') !== null;
          empty ||= !strip && !slides;
          return !strip && slides;
        }, 'the horizontal view to take over');
        expect(empty, `an empty frame at ${width}px`).toBe(false);
        const slides = '[data-tessera-gallery] [data-slide] [data-idx]';
        await until(
          () =>
            [...doc.querySelectorAll<HTMLImageElement>(`${slides} img`)]
              .filter((img) => inView(doc, img))
              .every((img) => img.complete),
          'the pictures in view',
        );
        const at = `at ${width}px once hydrated`;
        const expected = expectedAt(doc);
        expectSame(shownRects(doc, slides), expected.rects, at);
        expect(Math.abs(scopeHeight(doc) - expected.height), at).toBeLessThanOrEqual(LAYOUT_UNIT);
        expect(await layoutShifts(win), `CLS ${at}`).toBe(0);
        expect(await pushedShifts(doc, win)).toBeGreaterThan(0);
        frame.remove();
      }
    });
  });
}
