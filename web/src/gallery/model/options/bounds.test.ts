import { describe, expect, test } from 'vitest';
import { boundsProblems, clampToBounds, isCropRatio, isManualScatter, OPTION_BOUNDS } from './bounds.ts';

describe('option bounds (spec/001 §5)', () => {
  test('the catalogue ranges', () => {
    expect(OPTION_BOUNDS).toMatchObject({
      behaviourParams_gallery_horizontal_autoSlide_interval: { min: 2, max: 30 },
      behaviourParams_gallery_horizontal_autoSlide_speed: { min: 100, max: 1000 },
      behaviourParams_item_video_speed: { min: 0.1, max: 10, step: 0.1 },
      behaviourParams_item_video_volume: { min: 0, max: 1, step: 0.01 },
      layoutParams_groups_groupSize: { min: 0, max: 3 },
      layoutParams_groups_density: { min: 0, max: 1, step: 0.1 },
      layoutParams_groups_numberOfGroupsPerRow: { min: 0, max: 10 },
      layoutParams_info_height: { min: 0, max: 1000 },
      layoutParams_info_width: { min: 0, max: 100 },
      layoutParams_navigationArrows_mouseCursorContainerMaxWidth: { min: 10, max: 100 },
      layoutParams_navigationArrows_padding: { min: 0, max: 100 },
      layoutParams_navigationArrows_size: { min: 8, max: 80 },
      layoutParams_thumbnails_size: { min: 80, max: 300 },
      layoutParams_structure_scatter_randomScatter: { min: 0, max: 100 },
      behaviourParams_item_overlay_padding: { min: 0 },
      behaviourParams_item_overlay_size: { min: 0 },
    });
  });

  test('values outside their bounds are reported by path; clamping brings them back', () => {
    expect(boundsProblems({ layoutParams: { navigationArrows: { size: 90 } }, behaviourParams_gallery_horizontal_autoSlide_interval: 1 })).toEqual([
      { path: '/behaviourParams/gallery/horizontal/autoSlide/interval', keyword: 'minimum', message: 'must be >= 2' },
      { path: '/layoutParams/navigationArrows/size', keyword: 'maximum', message: 'must be <= 80' },
    ]);
    expect(boundsProblems({ behaviourParams_item_overlay_size: 5000, layoutParams_thumbnails_size: 'big' })).toEqual([]);
    expect(clampToBounds('layoutParams_thumbnails_size', 20)).toBe(80);
    expect(clampToBounds('behaviourParams_item_video_volume', 3)).toBe(1);
    expect(clampToBounds('behaviourParams_item_overlay_padding', 5000)).toBe(5000);
    expect(clampToBounds('layoutParams_structure_itemSpacing', -5)).toBe(-5);
  });

  test('crop ratios: numbers, percent/percent or px/px pairs', () => {
    for (const ok of [1.5, '100%/100%', '16px/9px', '0.75']) expect(isCropRatio(ok)).toBe(true);
    for (const bad of ['100%/9px', 'wide', 0, -1, '1/2']) expect(isCropRatio(bad)).toBe(false);
  });

  test('manual scatter: comma-separated x/y percent pairs', () => {
    expect(isManualScatter('10%/-5%, 0%/20%')).toBe(true);
    expect(isManualScatter('')).toBe(true);
    expect(isManualScatter('10/5')).toBe(false);
    expect(isManualScatter(3)).toBe(false);
  });
});
