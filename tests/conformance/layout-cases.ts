// Random gallery cases for every layout code of spec/001 §2 (except MAGIC), each derived from one
// 32-bit seed so a failure can be replayed from its seed alone (tests/conformance/explain.ts).

import { seededRandom } from '../../bindings/testing/seeded-random.ts';
import { type CaseDeviceType, caseForm } from './layout-case-forms.ts';
import { LAYOUT_CODES, type LayoutName } from '../../web/src/gallery/model/index.ts';

/** Every layout code the layouter must match; MAGIC is unsupported (spec/001 §2). */
export const CONFORMANCE_LAYOUTS: readonly LayoutName[] = (
  Object.keys(LAYOUT_CODES) as LayoutName[]
).filter((name) => name !== 'MAGIC');

export interface CaseItem {
  id: string;
  width: number;
  height: number;
}

export interface LayoutCase {
  layout: LayoutName;
  seed: number;
  container: { width: number; height: number };
  /**
   * The owner's options, flat, before defaults, presets and normalisation: spec/001 names, some
   * cases with the layout by name or legacy names mixed in (layout-case-forms.ts).
   */
  options: Record<string, unknown>;
  /** The host renders text info beside items, so info placed outside items takes room. */
  externalInfoRenderer: boolean;
  /** The device the gallery is shown on (spec/001 §4's mobile rules). */
  deviceType: CaseDeviceType;
  items: CaseItem[];
}

const GROUP_TYPES = ['1', '2h', '2v', '3t', '3b', '3l', '3r', '3h', '3v'] as const;
const CROP_METHODS = ['FILL', 'FIT', 'MIN', 'MAX'] as const;
const PLACEMENTS = [
  'OVERLAY',
  'BELOW',
  'BELOW',
  'ABOVE',
  'LEFT',
  'RIGHT',
  'ALTERNATE_HORIZONTALLY',
  'ALTERNATE_VERTICALLY',
  'OVERLAY,BELOW',
  'ABOVE,BELOW',
] as const;

type Random = () => number;

function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)];
}

function chance(random: Random, p: number): boolean {
  return random() < p;
}

/** Mostly small galleries, some medium, a few up to 3,000 items. */
function itemCount(random: Random): number {
  const r = random();
  if (r < 0.7) return int(random, 1, 40);
  if (r < 0.92) return int(random, 41, 400);
  return int(random, 401, 3_000);
}

/** Whole-pixel media sizes like uploads: mostly photo ratios, sometimes extreme panoramas. */
function items(random: Random, count: number): CaseItem[] {
  const out: CaseItem[] = [];
  for (let i = 0; i < count; i++) {
    const width = int(random, 10, 6_000);
    const ratio = chance(random, 0.05)
      ? Math.exp((random() * 2 - 1) * Math.log(20))
      : Math.exp((random() * 2 - 1) * Math.log(3));
    out.push({ id: `item-${i}`, width, height: Math.max(1, Math.round(width / ratio)) });
  }
  return out;
}

/** A crop ratio as the owner may write it: a number, `percent/percent` or `px/px`. */
function cropRatio(random: Random): number | string {
  const r = random();
  if (r < 0.55) return pick(random, [1, 1.5, 0.75, 16 / 9, 9 / 16, 0.35, 2, 4 / 3]);
  if (r < 0.8) return `${int(random, 20, 100)}%/${int(random, 20, 100)}%`;
  if (r < 0.9) return `${int(random, 100, 1_600)}px/${int(random, 100, 1_600)}px`;
  return `${int(random, 100, 1_600)}/${int(random, 100, 1_600)}`;
}

/** spec/001 §5: a comma-separated list of x/y percent pairs. */
function manualScatter(random: Random): string {
  const percent = () =>
    chance(random, 0.5) ? `${int(random, -100, 100)}%` : String(int(random, -100, 100));
  return Array.from({ length: int(random, 1, 4) }, () => `${percent()}/${percent()}`).join(',');
}

function subset(random: Random, values: readonly string[]): string[] {
  const chosen = values.filter(() => chance(random, 0.6));
  return chosen.length > 0 ? chosen : [pick(random, values)];
}

/**
 * Options that change geometry, each set with some probability and otherwise left to the
 * defaults. The layout's preset overrides what it fixes, as in the gallery.
 */
function options(random: Random, layout: LayoutName): Record<string, unknown> {
  const o: Record<string, unknown> = { layoutParams_structure_galleryLayout: LAYOUT_CODES[layout] };
  const maybe = (p: number, name: string, value: () => unknown) => {
    if (chance(random, p)) o[name] = value();
  };
  maybe(0.7, 'layoutParams_structure_itemSpacing', () =>
    chance(random, 0.2) ? 0 : int(random, 1, 50),
  );
  maybe(0.4, 'layoutParams_structure_gallerySpacing', () => int(random, 0, 40));
  maybe(0.5, 'layoutParams_structure_layoutOrientation', () =>
    pick(random, ['HORIZONTAL', 'VERTICAL']),
  );
  maybe(0.3, 'layoutParams_structure_scrollDirection', () =>
    pick(random, ['VERTICAL', 'HORIZONTAL']),
  );
  maybe(0.4, 'layoutParams_structure_responsiveMode', () =>
    pick(random, ['FIT_TO_SCREEN', 'SET_ITEMS_PER_ROW']),
  );
  maybe(0.4, 'layoutParams_structure_numberOfColumns', () => int(random, 1, 10));
  maybe(0.3, 'layoutParams_structure_numberOfGridRows', () => int(random, 1, 3));
  maybe(0.3, 'layoutParams_structure_groupsOrder', () =>
    pick(random, ['BY_HEIGHT', 'LEFT_TO_RIGHT']),
  );
  maybe(0.15, 'layoutParams_structure_columnRatios', () =>
    Array.from({ length: int(random, 1, 4) }, () => int(random, 1, 5)),
  );
  maybe(0.2, 'layoutParams_structure_enableStreching', () => chance(random, 0.5));
  maybe(0.5, 'layoutParams_groups_density', () => int(random, 0, 10) / 10);
  maybe(0.4, 'layoutParams_groups_groupSize', () => int(random, 1, 3));
  maybe(0.3, 'layoutParams_groups_groupByOrientation', () => chance(random, 0.5));
  maybe(0.4, 'layoutParams_groups_allowedGroupTypes', () => subset(random, GROUP_TYPES));
  maybe(0.2, 'layoutParams_groups_repeatingGroupTypes', () =>
    Array.from({ length: int(random, 1, 4) }, () => pick(random, GROUP_TYPES)),
  );
  maybe(0.2, 'layoutParams_groups_numberOfGroupsPerRow', () => int(random, 0, 4));
  maybe(0.5, 'layoutParams_crop_enable', () => chance(random, 0.5));
  maybe(0.5, 'layoutParams_crop_method', () => pick(random, CROP_METHODS));
  maybe(0.5, 'layoutParams_crop_ratios', () =>
    Array.from({ length: chance(random, 0.8) ? 1 : int(random, 2, 4) }, () => cropRatio(random)),
  );
  maybe(0.15, 'layoutParams_crop_enableSmartCrop', () => chance(random, 0.5));
  maybe(0.15, 'layoutParams_crop_cropOnlyFill', () => chance(random, 0.5));
  maybe(0.6, 'layoutParams_targetItemSize_unit', () => pick(random, ['SMART', 'PIXEL', 'PERCENT']));
  if (o.layoutParams_targetItemSize_unit === 'PIXEL')
    o.layoutParams_targetItemSize_value = int(random, 50, 900);
  else if (o.layoutParams_targetItemSize_unit === 'PERCENT')
    o.layoutParams_targetItemSize_value = int(random, 5, 100);
  else maybe(0.5, 'layoutParams_targetItemSize_value', () => int(random, 1, 100));
  maybe(0.2, 'layoutParams_targetItemSize_minimum', () => int(random, 20, 300));
  maybe(0.4, 'layoutParams_info_placement', () => pick(random, PLACEMENTS));
  maybe(0.2, 'layoutParams_info_height', () => int(random, 0, 300));
  maybe(0.2, 'layoutParams_info_width', () => int(random, 0, 100));
  maybe(0.1, 'layoutParams_info_sizeUnits', () => pick(random, ['PERCENT', 'PIXEL']));
  maybe(0.1, 'layoutParams_info_spacing', () => int(random, 0, 40));
  maybe(0.1, 'layoutParams_structure_galleryRatio_value', () => pick(random, [0, 0.5, 1, 16 / 9]));
  // Options the gallery's dimensions depend on: thumbnails and arrows take room from
  // horizontal galleries; a shadow widens the gallery spacing of vertical ones (spec/001 §4).
  maybe(0.15, 'layoutParams_thumbnails_enable', () => chance(random, 0.5));
  maybe(0.2, 'layoutParams_thumbnails_size', () => int(random, 80, 300));
  maybe(0.15, 'layoutParams_thumbnails_spacing', () => int(random, 0, 30));
  maybe(0.15, 'layoutParams_thumbnails_marginToGallery', () => int(random, 0, 40));
  maybe(0.15, 'layoutParams_thumbnails_position', () =>
    pick(random, ['ON_GALLERY', 'OUTSIDE_GALLERY']),
  );
  maybe(0.2, 'layoutParams_thumbnails_alignment', () =>
    pick(random, ['BOTTOM', 'LEFT', 'RIGHT', 'TOP']),
  );
  maybe(0.15, 'layoutParams_navigationArrows_enable', () => chance(random, 0.5));
  maybe(0.2, 'layoutParams_navigationArrows_position', () =>
    pick(random, ['ON_GALLERY', 'OUTSIDE_GALLERY', 'MOUSE_CURSOR']),
  );
  maybe(0.15, 'layoutParams_navigationArrows_size', () => int(random, 8, 80));
  maybe(0.15, 'layoutParams_navigationArrows_padding', () => int(random, 0, 100));
  maybe(0.1, 'stylingParams_itemEnableShadow', () => chance(random, 0.7));
  maybe(0.1, 'stylingParams_itemShadowSize', () => int(random, 0, 40));
  maybe(0.1, 'stylingParams_itemShadowBlur', () => int(random, 0, 40));
  maybe(0.1, 'layoutParams_structure_scatter_manualScatter', () => manualScatter(random));
  maybe(0.05, 'layoutParams_structure_scatter_randomScatter', () => int(random, 1, 100));
  maybe(0.15, 'behaviourParams_gallery_layoutDirection', () => 'RIGHT_TO_LEFT');
  return o;
}

/** The case of `layout` that `seed` stands for. */
export function layoutCase(layout: LayoutName, seed: number): LayoutCase {
  const random = seededRandom(seed);
  const container = { width: int(random, 200, 2_600), height: int(random, 200, 1_500) };
  const o = options(random, layout);
  const externalInfoRenderer = chance(random, 0.35);
  const caseItems = items(random, itemCount(random));
  // Drawn last, so the options and items above stay those of the same seed before forms came.
  const form = caseForm(random, layout, o, container);
  return {
    layout,
    seed: seed >>> 0,
    container: form.container,
    options: form.options,
    externalInfoRenderer,
    deviceType: form.deviceType,
    items: caseItems,
  };
}

/** A 32-bit finaliser (murmur3's): every input bit moves about half of the output bits. */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The seed of the `run`-th case of a suite seeded with `suiteSeed`: spread, never repeating, and
 * suites of nearby seeds share no cases (each input is mixed before the next joins it).
 */
export function caseSeed(suiteSeed: number, layout: LayoutName, run: number): number {
  const suite = mix32(suiteSeed ^ 0x9e3779b9);
  const perLayout = mix32(suite ^ Math.imul(LAYOUT_CODES[layout] + 17, 0x9e3779b1));
  return mix32(perLayout + run + 1);
}
