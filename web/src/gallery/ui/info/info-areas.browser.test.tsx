// Texts in info areas above, below, left or right of the items (spec/001 §3 "info"): the layout
// keeps their room, so each item's media lies exactly on the engine's rect and its texts in the
// room next to it; DONT_SHOW keeps the room empty; axe-core finds nothing to fault.

import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../../bindings/ts/engine.ts';
import { galleryLayoutParams, itemSizes } from '../../model/index.ts';
import { itemElement, makeItems, mountGallery, tabIntoGallery } from '../testing.tsx';

const ITEMS = makeItems(12, (i) => ({
  title: `Title ${i}`,
  description: `The description of picture ${i}`,
}));

// Columns of single items: their texts may sit outside them (spec/001 §4).
const COLUMNS = {
  layoutParams_structure_galleryLayout: 1,
  layoutParams_structure_layoutOrientation: 'VERTICAL',
  layoutParams_structure_itemSpacing: 12,
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 220,
};

const WIDTH = 900;

function expectedLayout(options: object): LayoutResult {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return createTsEngine().layout(
    itemSizes(ITEMS),
    galleryLayoutParams(options, { width: WIDTH, height: viewport.height }, { viewport }),
  );
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function boxOf(element: Element, origin: Element): Box {
  const o = origin.getBoundingClientRect();
  const r = element.getBoundingClientRect();
  return { left: r.left - o.left, top: r.top - o.top, width: r.width, height: r.height };
}

function rectOf(layout: LayoutResult, idx: number): Box {
  const [left, top, width, height] = layout.rects.subarray(4 * idx, 4 * idx + 4);
  return { left, top, width, height };
}

function expectClose(actual: Box, expected: Box) {
  for (const key of ['left', 'top', 'width', 'height'] as const)
    expect(actual[key], key).toBeCloseTo(expected[key], 1);
}

function within(inner: Box, outer: Box) {
  return (
    inner.left >= outer.left - 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.left + inner.width <= outer.left + outer.width + 0.5 &&
    inner.top + inner.height <= outer.top + outer.height + 0.5
  );
}

/** For item `idx`: the item's, media's and info area's boxes, relative to the gallery. */
function drawn(gallery: HTMLElement, idx: number) {
  const item = itemElement(gallery, idx)!;
  const media = item.querySelector('[data-item-media]')!;
  const info = item.querySelector('[data-info]')!;
  return {
    item: boxOf(item, gallery),
    media: boxOf(media, gallery),
    info: boxOf(info, gallery),
    side: info.getAttribute('data-info'),
    title: boxOf(
      [...info.querySelectorAll('p')].find((p) => p.textContent === `Title ${idx}`)!,
      gallery,
    ),
  };
}

describe('info areas: the media on the engine rect, the texts in the room beside it', () => {
  test.each([
    ['BELOW', { layoutParams_info_placement: 'BELOW', layoutParams_info_height: 70 }],
    ['ABOVE', { layoutParams_info_placement: 'ABOVE', layoutParams_info_height: 70 }],
    [
      'RIGHT',
      {
        layoutParams_info_placement: 'RIGHT',
        layoutParams_info_sizeUnits: 'PIXEL',
        layoutParams_info_width: 110,
      },
    ],
    [
      'LEFT',
      {
        layoutParams_info_placement: 'LEFT',
        layoutParams_info_sizeUnits: 'PIXEL',
        layoutParams_info_width: 110,
      },
    ],
  ] as const)('%s', async (side, info) => {
    const options = { ...COLUMNS, ...info };
    const { gallery, layouts } = await mountGallery(WIDTH, { items: ITEMS, options });
    const layout = expectedLayout(options);
    expect(layouts.at(-1)!.rects).toEqual(layout.rects);
    const vertical = side === 'BELOW' || side === 'ABOVE';
    const room = { width: vertical ? 0 : 110, height: vertical ? 70 : 0 };
    for (let idx = 0; idx < ITEMS.length; idx++) {
      const rect = rectOf(layout, idx);
      const { item, media, info: area, side: drawnSide, title } = drawn(gallery, idx);
      expect(drawnSide).toBe(side);
      // The item: the engine's rect grown by the room for the texts.
      expectClose(item, {
        ...rect,
        width: rect.width + room.width,
        height: rect.height + room.height,
      });
      // The media: the engine's rect, after the texts when they come first.
      expectClose(media, {
        ...rect,
        left: rect.left + (side === 'LEFT' ? room.width : 0),
        top: rect.top + (side === 'ABOVE' ? room.height : 0),
      });
      // The texts: the room on their side, the title inside it.
      expectClose(area, {
        left: side === 'RIGHT' ? rect.left + rect.width : rect.left,
        top: side === 'BELOW' ? rect.top + rect.height : rect.top,
        width: vertical ? rect.width : room.width,
        height: vertical ? room.height : rect.height,
      });
      expect(within(title, area)).toBe(true);
    }
    expect(gallery.getBoundingClientRect().height).toBeCloseTo(layout.height, 0);
  });

  test('in percent beside the media, the texts fill the column', async () => {
    const options = {
      ...COLUMNS,
      layoutParams_info_placement: 'RIGHT',
      layoutParams_info_width: 40,
    };
    const { gallery } = await mountGallery(WIDTH, { items: ITEMS, options });
    const layout = expectedLayout(options);
    const columns = layout.columns;
    expect(columns).toBeGreaterThan(1);
    const columnWidth = (WIDTH + 12) / columns;
    for (let idx = 0; idx < ITEMS.length; idx++) {
      const rect = rectOf(layout, idx);
      const { item, media, info } = drawn(gallery, idx);
      expectClose(media, rect);
      // The column, less the item spacing: 40% of it for the texts, within the layouter's rounding.
      expect(item.width).toBeGreaterThan(columnWidth - 12 - 2);
      expect(item.width).toBeLessThanOrEqual(columnWidth - 12 + 1);
      expect(info.width / (item.width + 12)).toBeCloseTo(0.4, 1);
    }
  });

  test('a separated background: the spacing between media and texts, and the info border', async () => {
    const options = {
      ...COLUMNS,
      layoutParams_info_placement: 'BELOW',
      layoutParams_info_layout: 'SEPARATED_BACKGROUND',
      layoutParams_info_height: 60,
      layoutParams_info_spacing: 8,
      layoutParams_info_border: { width: 2, color: 'rgb(200, 0, 0)', radius: 6 },
    };
    const { gallery } = await mountGallery(WIDTH, { items: ITEMS, options });
    const layout = expectedLayout(options);
    const rect = rectOf(layout, 0);
    const { item, media, info } = drawn(gallery, 0);
    expectClose(item, { ...rect, height: rect.height + 60 + 8 + 2 * 2 });
    expectClose(media, rect);
    expectClose(info, { ...rect, top: rect.top + rect.height + 8, height: 60 + 2 * 2 });
    const style = getComputedStyle(itemElement(gallery, 0)!.querySelector('[data-info]')!);
    expect([style.borderTopWidth, style.borderTopColor, style.borderTopLeftRadius]).toEqual([
      '2px',
      'rgb(200, 0, 0)',
      '6px',
    ]);
  });

  test('right to left: mirrored, the texts on the other side, all within the gallery', async () => {
    const options = {
      ...COLUMNS,
      layoutParams_info_placement: 'RIGHT',
      layoutParams_info_sizeUnits: 'PIXEL',
      layoutParams_info_width: 110,
      behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
    };
    const { gallery } = await mountGallery(WIDTH, { items: ITEMS, options });
    const layout = expectedLayout(options);
    for (let idx = 0; idx < ITEMS.length; idx++) {
      const rect = rectOf(layout, idx);
      const { item, media, info, side } = drawn(gallery, idx);
      expect(side).toBe('LEFT');
      expectClose(media, rect);
      expectClose(info, { ...rect, left: rect.left - 110, width: 110 });
      expect(item.left).toBeGreaterThanOrEqual(-0.5);
      expect(item.left + item.width).toBeLessThanOrEqual(WIDTH + 0.5);
    }
  });

  test('alternating: even items have their texts above, odd ones below', async () => {
    const options = { ...COLUMNS, layoutParams_info_placement: 'ALTERNATE_VERTICALLY' };
    const { gallery } = await mountGallery(WIDTH, { items: ITEMS, options });
    expect([0, 1, 2, 3].map((idx) => drawn(gallery, idx).side)).toEqual([
      'ABOVE',
      'BELOW',
      'ABOVE',
      'BELOW',
    ]);
  });

  test('DONT_SHOW: the room stays, the texts are not shown', async () => {
    const options = {
      ...COLUMNS,
      layoutParams_info_placement: 'BELOW',
      layoutParams_info_height: 70,
      layoutParams_info_layout: 'DONT_SHOW',
    };
    const { gallery } = await mountGallery(WIDTH, { items: ITEMS, options });
    const layout = expectedLayout(options);
    expect(gallery.querySelector('[data-info]')).toBeNull();
    expect(gallery.textContent).not.toContain('Title 0');
    const rect = rectOf(layout, 0);
    expectClose(boxOf(itemElement(gallery, 0)!, gallery), { ...rect, height: rect.height + 70 });
  });

  test('on hover only (OVERLAY), the items keep no room and have no info area', async () => {
    const { gallery, layouts } = await mountGallery(WIDTH, { items: ITEMS, options: COLUMNS });
    expect(gallery.querySelector('[data-info]')).toBeNull();
    expectClose(boxOf(itemElement(gallery, 0)!, gallery), rectOf(layouts.at(-1)!, 0));
  });
});

test.each(['ACTION', 'LINK', 'NOTHING'])(
  'axe-core: no violations with info areas, clickAction %s',
  async (clickAction) => {
    const items = makeItems(12, (i) => ({
      title: `Title ${i}`,
      description: `The description of picture ${i}`,
      ...(i % 2 === 0 ? { link: { url: `https://example.com/${i}` } } : {}),
    }));
    const { host, gallery } = await mountGallery(WIDTH, {
      items,
      options: {
        ...COLUMNS,
        layoutParams_info_placement: 'BELOW,RIGHT',
        layoutParams_info_layout: 'SEPARATED_BACKGROUND',
        behaviourParams_item_clickAction: clickAction,
      },
    });
    await tabIntoGallery(host);
    // Named by the texts it shows, as a visitor sees them (WCAG 2.5.3).
    expect(itemElement(gallery, 1)!.getAttribute('aria-label')).toBe(
      'Title 1 The description of picture 1',
    );
    const result = await axe.run(host);
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  },
);
