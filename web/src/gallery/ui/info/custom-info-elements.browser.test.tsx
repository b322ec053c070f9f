// isUsingCustomInfoElements (pro-gallery's gallery prop): texts placed above, below or beside
// the items take room only with it. Without it the items lie where pro-gallery 5.0.148 puts
// them without a custom info renderer, and no info area is drawn outside them.

import { describe, expect, test } from 'vitest';
import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../../bindings/ts/engine.ts';
import { galleryLayoutParams, itemSizes } from '../../model/index.ts';
import { itemElement, makeItems, mountGallery } from '../testing.tsx';

const ITEMS = makeItems(9, (i) => ({ title: `Title ${i}`, description: `Picture ${i}` }));
const WIDTH = 900;
const COLUMNS = {
  layoutParams_structure_galleryLayout: 1,
  layoutParams_structure_layoutOrientation: 'VERTICAL',
  layoutParams_structure_itemSpacing: 12,
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 220,
};

function expectedLayout(options: object, externalInfoRenderer: boolean): LayoutResult {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return createTsEngine().layout(
    itemSizes(ITEMS),
    galleryLayoutParams(
      options,
      { width: WIDTH, height: viewport.height },
      { viewport, externalInfoRenderer },
    ),
  );
}

describe('isUsingCustomInfoElements', () => {
  test.each([
    ['below', { layoutParams_info_placement: 'BELOW', layoutParams_info_height: 70 }],
    [
      'beside',
      {
        layoutParams_info_placement: 'RIGHT',
        layoutParams_info_sizeUnits: 'PIXEL',
        layoutParams_info_width: 110,
      },
    ],
  ] as const)('texts %s the items: room with it, none without it', async (_side, info) => {
    const options = { ...COLUMNS, ...info };
    const withRoom = await mountGallery(WIDTH, { items: ITEMS, options });
    const roomy = expectedLayout(options, true);
    expect(withRoom.layouts.at(-1)!.rects).toEqual(roomy.rects);
    expect(itemElement(withRoom.gallery, 0)!.querySelector('[data-info]')).not.toBeNull();
    await withRoom.unmount();

    const without = await mountGallery(WIDTH, {
      items: ITEMS,
      options,
      isUsingCustomInfoElements: false,
    });
    const bare = expectedLayout(options, false);
    expect(without.layouts.at(-1)!.rects).toEqual(bare.rects);
    expect(bare.rects).not.toEqual(roomy.rects);
    // Each item is its media alone (no media wrapper, no info area), on the engine's rect.
    const origin = without.gallery.getBoundingClientRect();
    for (let idx = 0; idx < ITEMS.length; idx++) {
      const item = itemElement(without.gallery, idx)!;
      expect(item.querySelector('[data-info]')).toBeNull();
      expect(item.querySelector('[data-item-media]')).toBeNull();
      const box = item.getBoundingClientRect();
      const [left, top, width, height] = bare.rects.subarray(4 * idx, 4 * idx + 4);
      expect(box.left - origin.left).toBeCloseTo(left, 1);
      expect(box.top - origin.top).toBeCloseTo(top, 1);
      expect(box.width).toBeCloseTo(width, 1);
      expect(box.height).toBeCloseTo(height, 1);
    }
    expect(without.gallery.getBoundingClientRect().height).toBeCloseTo(bare.height, 0);
  });
});
