import { describe, expect, test } from 'vitest';
import { processOptions } from './process.ts';
import { isOptionRelevant } from './relevance.ts';

const horizontal = processOptions({ layoutParams_structure_scrollDirection: 'HORIZONTAL' });
const vertical = processOptions({});

describe('relevance rules (spec/001 §4, §5)', () => {
  test('the gallery ratio is relevant only for horizontal scroll', () => {
    expect(isOptionRelevant('layoutParams_structure_galleryRatio_value', horizontal)).toBe(true);
    expect(isOptionRelevant('layoutParams_structure_galleryRatio_value', vertical)).toBe(false);
  });

  test('external info in the ratio needs one row, a ratio above 0 and texts above or below', () => {
    const base = {
      ...horizontal,
      layoutParams_structure_galleryRatio_value: 1.5,
      layoutParams_info_placement: 'BELOW',
    };
    const relevant = (options: Record<string, unknown>) =>
      isOptionRelevant('layoutParams_structure_galleryRatio_includeExternalInfo', options);
    expect(relevant(base)).toBe(true);
    expect(relevant({ ...base, layoutParams_structure_galleryRatio_value: 0 })).toBe(false);
    expect(relevant({ ...base, layoutParams_structure_numberOfGridRows: 2 })).toBe(false);
    expect(relevant({ ...base, layoutParams_info_placement: 'RIGHT' })).toBe(false);
    expect(relevant({ ...base, layoutParams_structure_scrollDirection: 'VERTICAL' })).toBe(false);
  });

  test('slide animation: horizontal, group size 1, crop on, crop ratio 100%/100%', () => {
    const base = {
      ...horizontal,
      layoutParams_groups_groupSize: 1,
      layoutParams_crop_enable: true,
      layoutParams_crop_ratios: ['100%/100%'],
    };
    const relevant = (options: Record<string, unknown>) =>
      isOptionRelevant('behaviourParams_gallery_horizontal_slideAnimation', options);
    expect(relevant(base)).toBe(true);
    expect(relevant({ ...base, layoutParams_crop_ratios: [1] })).toBe(false);
    expect(relevant({ ...base, layoutParams_groups_groupSize: 2 })).toBe(false);
    expect(relevant({ ...base, layoutParams_crop_enable: false })).toBe(false);
  });

  test('navigation arrows apply only to horizontal galleries', () => {
    for (const name of [
      'layoutParams_navigationArrows_enable',
      'layoutParams_navigationArrows_size',
      'stylingParams_arrowsColor',
    ]) {
      expect(isOptionRelevant(name, horizontal)).toBe(true);
      expect(isOptionRelevant(name, vertical)).toBe(false);
    }
  });

  test('the auto-slide interval only when horizontal with INTERVAL auto slide', () => {
    const interval = 'behaviourParams_gallery_horizontal_autoSlide_interval';
    expect(
      isOptionRelevant(interval, {
        ...horizontal,
        behaviourParams_gallery_horizontal_autoSlide_behaviour: 'INTERVAL',
      }),
    ).toBe(true);
    expect(
      isOptionRelevant(interval, {
        ...horizontal,
        behaviourParams_gallery_horizontal_autoSlide_behaviour: 'CONTINUOUS',
      }),
    ).toBe(false);
    expect(
      isOptionRelevant(interval, {
        ...vertical,
        behaviourParams_gallery_horizontal_autoSlide_behaviour: 'INTERVAL',
      }),
    ).toBe(false);
  });

  test('nested options work too; unknown names are not relevant; always-on options are', () => {
    expect(
      isOptionRelevant('layoutParams_structure_galleryRatio_value', {
        layoutParams: { structure: { scrollDirection: 'HORIZONTAL' } },
      }),
    ).toBe(true);
    expect(isOptionRelevant('noSuchOption', horizontal)).toBe(false);
    expect(isOptionRelevant('layoutParams_structure_itemSpacing', {})).toBe(true);
  });
});
