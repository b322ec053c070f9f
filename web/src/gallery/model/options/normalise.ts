// The normalisation rules of spec/001 §4, applied after the layout preset: options that cannot
// hold together are brought into line, per device type and for touch devices.

import type { DeviceType } from './enums.ts';
import type { FlatOptions } from './flatten.ts';
import { LAYOUT_CODES } from './layout-codes.ts';
import { cleanLoadMoreFonts } from './load-more-font.ts';
import { hasHoverPlacement, hasVerticalPlacement, nonHoverPlacements } from './placements.ts';

export interface NormaliseContext {
  deviceType: DeviceType;
  /** Touch devices have no mouse cursor; by default mobile and tablet are touch devices. */
  isTouch: boolean;
  /** Whether the gallery renders texts outside the items (above, below or beside them). */
  externalInfoRenderer: boolean;
}

/** Item spacing cap on mobile (spec/001 §9 "Limits"). */
export const MOBILE_MAX_ITEM_SPACING = 50;

/**
 * Layouts that keep texts outside their items whatever their orientation. spec/001 §4 names
 * slider, column and slideshow in the OVERLAY rule; read as "forced for them", it would undo the
 * slideshow preset's "info below" (§4 table), so they are the exceptions, as in the reference.
 */
const EXTERNAL_INFO_LAYOUTS = new Set<unknown>([
  LAYOUT_CODES.SLIDER,
  LAYOUT_CODES.COLUMN,
  LAYOUT_CODES.SLIDESHOW,
]);

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));

function normaliseInfoPlacement(o: FlatOptions) {
  const singleColumnItems =
    o.layoutParams_structure_layoutOrientation === 'VERTICAL' &&
    num(o.layoutParams_groups_groupSize) <= 1;
  if (!EXTERNAL_INFO_LAYOUTS.has(o.layoutParams_structure_galleryLayout) && !singleColumnItems) {
    o.layoutParams_info_placement = 'OVERLAY';
  }
}

function normaliseHover(o: FlatOptions) {
  const behaviour = o.behaviourParams_item_overlay_hoveringBehaviour;
  if (behaviour !== 'NEVER_SHOW' && !hasHoverPlacement(o.layoutParams_info_placement)) {
    o.behaviourParams_item_overlay_hoveringBehaviour = 'APPEARS';
  }
}

function normaliseShadow(o: FlatOptions, horizontal: boolean) {
  if (horizontal) {
    o.stylingParams_itemEnableShadow = false;
  } else if (o.stylingParams_itemEnableShadow) {
    const needed = num(o.stylingParams_itemShadowSize) + num(o.stylingParams_itemShadowBlur);
    o.layoutParams_structure_gallerySpacing = Math.max(
      num(o.layoutParams_structure_gallerySpacing),
      needed,
    );
  }
}

/** One full-frame item at a time: horizontal, single items, cropped to 100%/100%. */
export function isSingleItemInView(o: FlatOptions): boolean {
  return (
    o.layoutParams_structure_scrollDirection === 'HORIZONTAL' &&
    num(o.layoutParams_groups_groupSize) === 1 &&
    o.layoutParams_crop_enable === true &&
    String(o.layoutParams_crop_ratios) === '100%/100%'
  );
}

function normaliseSlides(o: FlatOptions, horizontal: boolean) {
  const single = horizontal && num(o.layoutParams_groups_groupSize) <= 1;
  if (!single || o.layoutParams_crop_enable !== true)
    o.behaviourParams_gallery_horizontal_slideAnimation = 'SCROLL';
  const animation = o.behaviourParams_gallery_horizontal_slideAnimation;
  if ((animation === 'FADE' || animation === 'DECK') && isSingleItemInView(o))
    o.behaviourParams_gallery_horizontal_blockScroll = true;
}

function normaliseArrows(o: FlatOptions, context: NormaliseContext, horizontal: boolean) {
  const position = o.layoutParams_navigationArrows_position;
  if (position === 'OUTSIDE_GALLERY') o.layoutParams_navigationArrows_padding = 0;
  const cursorArrows =
    position === 'MOUSE_CURSOR' && horizontal && o.layoutParams_navigationArrows_enable === true;
  if (cursorArrows) {
    o.behaviourParams_item_video_enableControls = false;
    if (context.isTouch) o.layoutParams_navigationArrows_enable = false;
  }
  const types = o.layoutParams_groups_allowedGroupTypes;
  const allSingle = Array.isArray(types) && types.join('') === '1';
  const below = nonHoverPlacements(o.layoutParams_info_placement);
  const constantVertical = below.length > 0 && below.every((p) => p === 'ABOVE' || p === 'BELOW');
  if (!(allSingle && constantVertical))
    o.layoutParams_navigationArrows_verticalAlignment = 'ITEM_CENTER';
}

function normaliseCounter(o: FlatOptions) {
  const slideshow = o.layoutParams_structure_galleryLayout === LAYOUT_CODES.SLIDESHOW;
  if (!slideshow || o.behaviourParams_gallery_horizontal_autoSlide_behaviour === 'OFF') {
    o.behaviourParams_gallery_horizontal_slideshowInfo_enableCounter = false;
  }
}

function normaliseCrop(o: FlatOptions) {
  if (o.layoutParams_crop_cropOnlyFill === true)
    o.layoutParams_crop_enable = o.layoutParams_crop_method === 'FILL';
}

/** Texts above or below items take room only when something renders them there. */
function normaliseInfoHeight(o: FlatOptions, context: NormaliseContext) {
  if (!context.externalInfoRenderer || !hasVerticalPlacement(o.layoutParams_info_placement))
    o.layoutParams_info_height = 0;
}

function normaliseMobile(o: FlatOptions) {
  const spacing = num(o.layoutParams_structure_itemSpacing);
  if (spacing > MOBILE_MAX_ITEM_SPACING)
    o.layoutParams_structure_itemSpacing = MOBILE_MAX_ITEM_SPACING;
  cleanLoadMoreFonts(o);
}

/**
 * The order matters: each rule reads the options as the earlier ones left them. The placement
 * rule sees the orientation the owner chose before horizontal scroll overrides it, and the slide
 * rule sees crop before cropOnlyFill changes it.
 */
export function normaliseOptions(options: FlatOptions, context: NormaliseContext): FlatOptions {
  const o: FlatOptions = { ...options };
  const horizontal = o.layoutParams_structure_scrollDirection === 'HORIZONTAL';
  normaliseInfoPlacement(o);
  if (horizontal) o.layoutParams_structure_layoutOrientation = 'HORIZONTAL';
  else o.behaviourParams_gallery_horizontal_loop = false;
  normaliseHover(o);
  normaliseShadow(o, horizontal);
  normaliseSlides(o, horizontal);
  normaliseCrop(o);
  normaliseArrows(o, context, horizontal);
  normaliseCounter(o);
  normaliseInfoHeight(o, context);
  if (context.deviceType === 'mobile') normaliseMobile(o);
  return o;
}
