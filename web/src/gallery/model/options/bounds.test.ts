import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  type Bounds,
  boundsProblems,
  clampToBounds,
  isCropRatio,
  isManualScatter,
  OPTION_BOUNDS,
} from './bounds.ts';
import type { OptionName } from './fields.ts';

const SPEC_DIR = join(import.meta.dirname, '../../../../../../shared/spec');

/** The options each row of spec/001 §5 "Option bounds" names. */
const SPEC_ROW_OPTIONS: Record<string, OptionName[]> = {
  'autoslide interval': ['behaviourParams_gallery_horizontal_autoSlide_interval'],
  'slide speed': ['behaviourParams_gallery_horizontal_autoSlide_speed'],
  'video speed': ['behaviourParams_item_video_speed'],
  'video volume': ['behaviourParams_item_video_volume'],
  'max group size': ['layoutParams_groups_groupSize'],
  'group density': ['layoutParams_groups_density'],
  'groups per row': ['layoutParams_groups_numberOfGroupsPerRow'],
  'text box height': ['layoutParams_info_height'],
  'text box width': ['layoutParams_info_width'],
  'mouse cursor container max width': [
    'layoutParams_navigationArrows_mouseCursorContainerMaxWidth',
  ],
  'arrows padding': ['layoutParams_navigationArrows_padding'],
  'arrows size': ['layoutParams_navigationArrows_size'],
  'thumbnail size': ['layoutParams_thumbnails_size'],
  'random scatter': ['layoutParams_structure_scatter_randomScatter'],
  'overlay padding and size': [
    'behaviourParams_item_overlay_padding',
    'behaviourParams_item_overlay_size',
  ],
};

/** The rows of the spec's bounds table, read from the spec document itself. */
function specBoundsTable(): Record<string, Bounds> {
  const file = readdirSync(SPEC_DIR).find((name) => name.startsWith('001_'));
  if (file === undefined) throw new Error(`spec/001 not found in ${SPEC_DIR}`);
  const text = readFileSync(join(SPEC_DIR, file), 'utf8');
  const section = text.slice(text.indexOf('### Option bounds'));
  const table: Record<string, Bounds> = {};
  for (const line of section.split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const cells = /^\| ([^|]+) \| ([^|]+) \|$/.exec(line.trim());
    if (cells === null || cells[1] === 'Option') continue;
    const range = /^(?:([\d.]+) to ([\d.]+)|at least ([\d.]+))(?: \(step ([\d.]+)\))?$/.exec(
      cells[2],
    );
    if (range === null) throw new Error(`unreadable range '${cells[2]}' for ${cells[1]}`);
    const [, min, max, atLeast, step] = range;
    table[cells[1]] = {
      min: Number(min ?? atLeast),
      ...(max === undefined ? {} : { max: Number(max) }),
      ...(step === undefined ? {} : { step: Number(step) }),
    };
  }
  return table;
}

describe('option bounds (spec/001 §5)', () => {
  test('the catalogue ranges are the spec table, row for row', () => {
    const fromSpec = specBoundsTable();
    expect(Object.keys(fromSpec)).toHaveLength(Object.keys(SPEC_ROW_OPTIONS).length);
    for (const [row, names] of Object.entries(SPEC_ROW_OPTIONS)) {
      for (const name of names)
        expect(OPTION_BOUNDS[name], `${row} (${name})`).toEqual(fromSpec[row]);
    }
    expect(Object.keys(OPTION_BOUNDS).sort()).toEqual(
      Object.values(SPEC_ROW_OPTIONS).flat().sort(),
    );
  });

  test('values outside their bounds are reported by path; clamping brings them back', () => {
    expect(
      boundsProblems({
        layoutParams: { navigationArrows: { size: 90 } },
        behaviourParams_gallery_horizontal_autoSlide_interval: 1,
      }),
    ).toEqual([
      {
        path: '/behaviourParams/gallery/horizontal/autoSlide/interval',
        keyword: 'minimum',
        message: 'must be >= 2',
      },
      { path: '/layoutParams/navigationArrows/size', keyword: 'maximum', message: 'must be <= 80' },
    ]);
    expect(
      boundsProblems({
        behaviourParams_item_overlay_size: 5000,
        layoutParams_thumbnails_size: 'big',
      }),
    ).toEqual([]);
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
