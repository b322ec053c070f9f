// What a case adds on top of its random options, drawn after its items so that the options and
// items of every seed stay as they were: the option families the issue tracker found agreeing
// less often than the suites said (thumbnails, arrows outside, column ratios with gallery
// spacing, cropOnlyFill, collage in columns of single groups with repeating types), the gallery
// props the layout depends on (deviceType; externalInfoRenderer is the case's own), a fractional
// container width or height, and options written as a pro-gallery owner writes them: the layout by name,
// legacy names mixed in (spec/001 §9 "Migration of legacy names").

import type { LayoutName } from '../../web/src/gallery/model/index.ts';

type Random = () => number;
type Options = Record<string, unknown>;

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type CaseDeviceType = (typeof DEVICE_TYPES)[number];

const GROUP_TYPES = ['1', '2h', '2v', '3t', '3b', '3l', '3r', '3h', '3v'] as const;
const HORIZONTAL_LAYOUTS: readonly LayoutName[] = [
  'THUMBNAIL',
  'SLIDER',
  'SLIDESHOW',
  'COLUMN',
  'FULLSIZE',
];

/** pro-gallery's own names of its layouts (its presets' names) and spec/001 §2's. */
const LAYOUT_NAMES: Partial<Record<LayoutName, readonly string[]>> = {
  EMPTY: ['empty'],
  COLLAGE: ['collage'],
  MASONRY: ['masonry'],
  GRID: ['grid'],
  THUMBNAIL: ['thumbnails', 'THUMBNAIL', 'Thumbnail'],
  SLIDER: ['slider'],
  SLIDESHOW: ['slideshow'],
  PANORAMA: ['panorama'],
  COLUMN: ['column'],
  FULLSIZE: ['fullsize'],
  BRICKS: ['bricks'],
  MIX: ['mix'],
  ALTERNATE: ['alternate'],
};

const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)];
const chance = (random: Random, p: number) => random() < p;

/** Each family the issue names, set more often in the layouts it belongs to. */
function familyOptions(random: Random, layout: LayoutName, o: Options): void {
  if (layout === 'THUMBNAIL' && chance(random, 0.5)) {
    o.layoutParams_thumbnails_size = int(random, 20, 400);
    o.layoutParams_thumbnails_spacing = int(random, 0, 40);
    o.layoutParams_thumbnails_marginToGallery = int(random, 0, 120);
    o.layoutParams_thumbnails_alignment = pick(random, ['TOP', 'BOTTOM', 'LEFT', 'RIGHT']);
  }
  if (HORIZONTAL_LAYOUTS.includes(layout) && chance(random, 0.35)) {
    o.layoutParams_navigationArrows_position = 'OUTSIDE_GALLERY';
    o.layoutParams_navigationArrows_size = int(random, 8, 120);
    o.layoutParams_navigationArrows_padding = int(random, 0, 100);
  }
  if (layout === 'MASONRY' && chance(random, 0.35)) {
    o.layoutParams_structure_columnRatios = Array.from({ length: int(random, 1, 5) }, () =>
      int(random, 1, 5),
    );
    o.layoutParams_structure_gallerySpacing = int(random, 0, 40);
  }
  if (layout === 'GRID' && chance(random, 0.35)) {
    o.layoutParams_crop_cropOnlyFill = chance(random, 0.7);
    o.layoutParams_crop_method = pick(random, ['FILL', 'FIT', 'MIN', 'MAX']);
  }
  if (layout === 'COLLAGE' && chance(random, 0.25)) {
    o.layoutParams_structure_layoutOrientation = 'VERTICAL';
    o.layoutParams_groups_groupSize = 1;
    o.layoutParams_groups_repeatingGroupTypes = Array.from({ length: int(random, 1, 4) }, () =>
      pick(random, GROUP_TYPES),
    );
  }
}

/** Legacy names whose value carries over as it is. */
const LEGACY_SAME_VALUE: Readonly<Record<string, string>> = {
  layoutParams_structure_itemSpacing: 'imageMargin',
  layoutParams_groups_numberOfGroupsPerRow: 'groupsPerStrip',
  layoutParams_crop_enable: 'cubeImages',
  layoutParams_crop_enableSmartCrop: 'smartCrop',
  layoutParams_crop_cropOnlyFill: 'cropOnlyFill',
  layoutParams_targetItemSize_minimum: 'minItemSize',
  layoutParams_groups_density: 'collageDensity',
  layoutParams_groups_groupByOrientation: 'chooseBestGroup',
  layoutParams_groups_groupSize: 'groupSize',
  layoutParams_thumbnails_enable: 'hasThumbnails',
  layoutParams_thumbnails_spacing: 'thumbnailSpacings',
  layoutParams_thumbnails_size: 'thumbnailSize',
  layoutParams_navigationArrows_size: 'arrowsSize',
  layoutParams_navigationArrows_padding: 'arrowsPadding',
  layoutParams_info_height: 'textBoxHeight',
  layoutParams_info_spacing: 'textImageSpace',
};

/** Legacy names whose value is written another way: the legacy name and the value. */
const LEGACY_OTHER_VALUE: Readonly<Record<string, (value: unknown) => [string, unknown]>> = {
  layoutParams_structure_layoutOrientation: (v) => ['isVertical', v === 'VERTICAL'],
  layoutParams_crop_method: (v) => ['cubeType', String(v).toLowerCase()],
  layoutParams_thumbnails_alignment: (v) => ['galleryThumbnailsAlignment', String(v).toLowerCase()],
  layoutParams_structure_scrollDirection: (v) => ['scrollDirection', v === 'HORIZONTAL' ? 1 : 0],
  layoutParams_navigationArrows_position: (v) => [
    'arrowsPosition',
    ['ON_GALLERY', 'OUTSIDE_GALLERY', 'MOUSE_CURSOR'].indexOf(String(v)),
  ],
  layoutParams_structure_responsiveMode: (v) => ['gridStyle', v === 'SET_ITEMS_PER_ROW' ? 1 : 0],
  layoutParams_structure_groupsOrder: (v) => ['placeGroupsLtr', v === 'LEFT_TO_RIGHT'],
};

/** Some options renamed to their legacy names, as an owner of an old gallery writes them. */
function withLegacyNames(random: Random, o: Options): Options {
  const out: Options = {};
  for (const [name, value] of Object.entries(o)) {
    const same = LEGACY_SAME_VALUE[name];
    const other = LEGACY_OTHER_VALUE[name];
    if ((same || other) && chance(random, 0.5)) {
      const [legacy, legacyValue] = same ? [same, value] : other(value);
      out[legacy] = legacyValue;
    } else out[name] = value;
  }
  return out;
}

export interface CaseForm {
  options: Options;
  deviceType: CaseDeviceType;
  container: { width: number; height: number };
}

/** The additions to a case whose random options are `o`, in `container`. */
export function caseForm(
  random: Random,
  layout: LayoutName,
  o: Options,
  container: { width: number; height: number },
): CaseForm {
  const options = { ...o };
  familyOptions(random, layout, options);
  const deviceType = chance(random, 0.7) ? 'desktop' : pick(random, ['mobile', 'tablet'] as const);
  const fraction = () => (chance(random, 0.15) ? pick(random, [0.25, 0.5, 0.75]) : 0);
  const width = container.width + fraction();
  const names = LAYOUT_NAMES[layout];
  if (names && chance(random, 0.25))
    options.layoutParams_structure_galleryLayout = pick(random, names);
  return {
    options: chance(random, 0.2) ? withLegacyNames(random, options) : options,
    deviceType,
    // The height's fraction is drawn last: the cases of a seed drawn before it stay the same.
    container: { width, height: container.height + fraction() },
  };
}
