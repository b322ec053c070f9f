import { describe, expect, test } from 'vitest';
import { processOptions } from '../../../../model/options/index.ts';
import { horizontalSettings } from '../horizontal-settings.ts';
import { arrowPlacement, type ArrowPlacementInput } from './arrow-placement.ts';

function input(options: object, more: Partial<ArrowPlacementInput> = {}): ArrowPlacementInput {
  const settings = horizontalSettings(
    processOptions({ layoutParams_structure_galleryLayout: 5, ...options }),
  );
  return {
    settings,
    mounted: true,
    layoutWidth: 2400,
    layoutHeight: 500,
    galleryWidth: 600,
    itemTop: 0,
    itemHeight: 300,
    ...more,
  };
}

describe('arrow placement (spec/002 §5, §9)', () => {
  test('shown on the client, when enabled and the content is wider than the gallery', () => {
    expect(arrowPlacement(input({})).show).toBe(true);
    expect(arrowPlacement(input({}, { mounted: false })).show).toBe(false);
    expect(arrowPlacement(input({}, { layoutWidth: 600 })).show).toBe(false);
    expect(arrowPlacement(input({ layoutParams_navigationArrows_enable: false })).show).toBe(false);
  });

  test('centred on the item, its image or its info area; hidden when the box does not fit', () => {
    const centre = (alignment: string, more: Partial<ArrowPlacementInput> = {}) => {
      const placed = arrowPlacement(
        input({ layoutParams_navigationArrows_verticalAlignment: alignment }, more),
      );
      return placed.show ? placed.top + placed.box / 2 : null;
    };
    expect(centre('ITEM_CENTER')).toBe(250);
    expect(centre('IMAGE_CENTER')).toBe(150);
    expect(centre('INFO_CENTER')).toBe(400);
    expect(centre('INFO_CENTER', { itemHeight: 490 })).toBeNull();
  });

  test('a BOX is twice the arrow; outside the gallery it sits in the room beside it', () => {
    const box = arrowPlacement(
      input({
        layoutParams_navigationArrows_container_type: 'BOX',
        layoutParams_navigationArrows_size: 30,
      }),
    );
    expect(box.box).toBe(60);
    expect(box.inset).toBe(23);
    const outside = arrowPlacement(
      input({
        layoutParams_structure_galleryLayout: 4, // a slider: the slideshow has no spacing
        layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY',
        layoutParams_navigationArrows_container_type: 'NONE',
        layoutParams_navigationArrows_size: 30,
        layoutParams_structure_itemSpacing: 20,
      }),
    );
    // The room is 30 + 40 + 20 / 2 = 80; the 30 px arrow in its middle.
    expect(outside.inset).toBe(25);
  });
});
