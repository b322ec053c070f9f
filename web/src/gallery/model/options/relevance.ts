// Which options matter under the others (spec/001 §4 "Relevance rules", §5): a settings panel
// asks isOptionRelevant(name, options) to show or hide a setting. Options are read flat,
// after processing; a name the model does not know is not relevant.

import { flattenOptions, type FlatOptions } from './flatten.ts';
import { isOptionName, type OptionName } from './fields.ts';
import { isSingleItemInView } from './normalise.ts';
import {
  hasAboveOrBelowPlacement,
  hasHorizontalPlacement,
  hasHoverPlacement,
  hasVerticalPlacement,
} from './placements.ts';

type Rule = (o: FlatOptions) => boolean;

const always: Rule = () => true;
const horizontal: Rule = (o) => o.layoutParams_structure_scrollDirection === 'HORIZONTAL';
const vertical: Rule = (o) => !horizontal(o);
const columns: Rule = (o) => o.layoutParams_structure_layoutOrientation === 'VERTICAL';
const grouped: Rule = (o) => Number(o.layoutParams_groups_groupSize) > 1;
const singleItems: Rule = (o) => Number(o.layoutParams_groups_groupSize) === 1;
const cropped: Rule = (o) => o.layoutParams_crop_enable === true;
const fitted: Rule = (o) => cropped(o) && o.layoutParams_crop_method === 'FIT';
const notFitMethod: Rule = (o) => o.layoutParams_crop_method !== 'FIT';
const autoSlide = (o: FlatOptions) => o.behaviourParams_gallery_horizontal_autoSlide_behaviour;
const arrows: Rule = (o) => horizontal(o) && o.layoutParams_navigationArrows_enable === true;
const arrowPosition = (o: FlatOptions) => o.layoutParams_navigationArrows_position;
const hoverShown: Rule = (o) => o.behaviourParams_item_overlay_hoveringBehaviour !== 'NEVER_SHOW';
const loadMore: Rule = (o) =>
  vertical(o) && o.behaviourParams_gallery_vertical_loadMore_enable === true;
const thumbnailsShown: Rule = (o) => horizontal(o) && o.layoutParams_thumbnails_enable === true;
const separatedInfo: Rule = (o) =>
  !hasHoverPlacement(o.layoutParams_info_placement) &&
  o.layoutParams_info_layout === 'SEPARATED_BACKGROUND';
/** Texts outside items in columns of single items, where their layout can be chosen. */
const infoLayoutChosen: Rule = (o) =>
  columns(o) && singleItems(o) && !hasHoverPlacement(o.layoutParams_info_placement);
/**
 * Shadow settings: a vertical gallery whose items are not fitted, with texts only on hover or
 * on a background attached to the item.
 */
const shadowable: Rule = (o) =>
  vertical(o) &&
  !fitted(o) &&
  (o.layoutParams_info_placement === 'OVERLAY' ||
    (infoLayoutChosen(o) && o.layoutParams_info_layout === 'ATTACHED_BACKGROUND'));
const shadowed: Rule = (o) => shadowable(o) && o.stylingParams_itemEnableShadow === true;

const RULES: { readonly [K in OptionName]?: Rule } = {
  behaviourParams_gallery_enableIndexingShareLinks: (o) =>
    o.behaviourParams_item_clickAction === 'ACTION',
  behaviourParams_gallery_horizontal_autoSlide_behaviour: horizontal,
  behaviourParams_gallery_horizontal_autoSlide_interval: (o) =>
    horizontal(o) && autoSlide(o) === 'INTERVAL',
  behaviourParams_gallery_horizontal_autoSlide_pauseOnHover: (o) =>
    horizontal(o) && autoSlide(o) !== 'OFF',
  behaviourParams_gallery_horizontal_autoSlide_speed: (o) =>
    horizontal(o) && autoSlide(o) === 'CONTINUOUS',
  behaviourParams_gallery_horizontal_blockScroll: horizontal,
  behaviourParams_gallery_horizontal_enableScrollSnap: horizontal,
  behaviourParams_gallery_horizontal_loop: horizontal,
  behaviourParams_gallery_horizontal_navigationDuration: horizontal,
  behaviourParams_gallery_horizontal_slideAnimation: isSingleItemInView,
  behaviourParams_gallery_horizontal_slideshowInfo_enableCounter: (o) =>
    horizontal(o) && autoSlide(o) !== 'OFF',
  behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton: (o) =>
    horizontal(o) && autoSlide(o) !== 'OFF',
  behaviourParams_gallery_horizontal_slideTransition: (o) =>
    horizontal(o) && o.behaviourParams_gallery_horizontal_slideAnimation === 'SCROLL',
  behaviourParams_gallery_scrollAnimation: (o) =>
    vertical(o) || o.behaviourParams_gallery_horizontal_slideAnimation === 'SCROLL',
  behaviourParams_gallery_vertical_loadMore_enable: vertical,
  behaviourParams_gallery_vertical_loadMore_amount: loadMore,
  behaviourParams_gallery_vertical_loadMore_text: loadMore,
  behaviourParams_item_content_magnificationValue: (o) =>
    o.behaviourParams_item_clickAction === 'MAGNIFY',
  behaviourParams_item_content_tiltAngleValue: (o) =>
    o.behaviourParams_item_content_hoverAnimation === 'TILT',
  behaviourParams_item_overlay_backgroundColor: hoverShown,
  behaviourParams_item_overlay_hoverAnimation: (o) =>
    hoverShown(o) && o.behaviourParams_item_overlay_hoveringBehaviour !== 'ALWAYS_SHOW',
  behaviourParams_item_overlay_padding: hoverShown,
  behaviourParams_item_overlay_position: hoverShown,
  behaviourParams_item_overlay_size: hoverShown,
  behaviourParams_item_overlay_sizeUnits: hoverShown,
  behaviourParams_item_secondaryMedia_trigger: (o) =>
    !(
      arrowPosition(o) === 'MOUSE_CURSOR' &&
      o.layoutParams_navigationArrows_mouseCursorContainerMaxWidth === 100
    ),
  behaviourParams_item_secondaryMedia_behaviour: (o) =>
    o.behaviourParams_item_secondaryMedia_trigger !== 'OFF' &&
    !(
      arrowPosition(o) === 'MOUSE_CURSOR' &&
      o.layoutParams_navigationArrows_mouseCursorContainerMaxWidth === 100
    ),
  layoutParams_crop_alignment: fitted,
  layoutParams_crop_cropOnlyFill: fitted,
  layoutParams_crop_enableSmartCrop: cropped,
  layoutParams_crop_method: cropped,
  layoutParams_crop_ratios: cropped,
  layoutParams_groups_allowedGroupTypes: grouped,
  layoutParams_groups_density: grouped,
  layoutParams_groups_groupByOrientation: grouped,
  layoutParams_groups_repeatingGroupTypes: grouped,
  layoutParams_groups_numberOfGroupsPerRow: (o) =>
    vertical(o) && !columns(o) && o.layoutParams_structure_responsiveMode === 'SET_ITEMS_PER_ROW',
  layoutParams_info_border_color: separatedInfo,
  layoutParams_info_border_radius: separatedInfo,
  layoutParams_info_border_width: separatedInfo,
  layoutParams_info_height: (o) =>
    singleItems(o) && hasVerticalPlacement(o.layoutParams_info_placement),
  layoutParams_info_layout: infoLayoutChosen,
  layoutParams_info_sizeUnits: (o) =>
    vertical(o) && singleItems(o) && hasHorizontalPlacement(o.layoutParams_info_placement),
  layoutParams_info_spacing: (o) =>
    separatedInfo(o) && hasAboveOrBelowPlacement(o.layoutParams_info_placement),
  layoutParams_info_width: (o) =>
    vertical(o) && singleItems(o) && hasHorizontalPlacement(o.layoutParams_info_placement),
  layoutParams_navigationArrows_container_backgroundColor: (o) =>
    arrows(o) && o.layoutParams_navigationArrows_container_type === 'BOX',
  layoutParams_navigationArrows_container_borderRadius: (o) =>
    arrows(o) && o.layoutParams_navigationArrows_container_type === 'BOX',
  layoutParams_navigationArrows_container_type: arrows,
  layoutParams_navigationArrows_enable: horizontal,
  layoutParams_navigationArrows_mouseCursorContainerMaxWidth: (o) =>
    arrows(o) && arrowPosition(o) === 'MOUSE_CURSOR',
  layoutParams_navigationArrows_padding: (o) => arrows(o) && arrowPosition(o) === 'ON_GALLERY',
  layoutParams_navigationArrows_position: arrows,
  layoutParams_navigationArrows_size: arrows,
  layoutParams_navigationArrows_type: arrows,
  layoutParams_navigationArrows_verticalAlignment: (o) =>
    arrows(o) && arrowPosition(o) !== 'MOUSE_CURSOR',
  layoutParams_structure_columnRatios: columns,
  // The ratio that counts external texts needs one row of a horizontal gallery with a ratio
  // and texts above or below (spec/001 §4 "Relevance rules").
  layoutParams_structure_galleryRatio_includeExternalInfo: (o) =>
    horizontal(o) &&
    Number(o.layoutParams_structure_numberOfGridRows) === 1 &&
    Number(o.layoutParams_structure_galleryRatio_value) > 0 &&
    hasAboveOrBelowPlacement(o.layoutParams_info_placement),
  layoutParams_structure_galleryRatio_value: horizontal,
  layoutParams_structure_groupsOrder: (o) => vertical(o) && columns(o),
  layoutParams_structure_layoutOrientation: vertical,
  layoutParams_structure_numberOfColumns: (o) =>
    vertical(o) && columns(o) && o.layoutParams_structure_responsiveMode === 'SET_ITEMS_PER_ROW',
  layoutParams_structure_numberOfGridRows: horizontal,
  layoutParams_structure_responsiveMode: (o) => vertical(o) && columns(o),
  layoutParams_targetItemSize_minimum: grouped,
  // Vertical: unless a fixed number of columns decides item sizes. Horizontal: single items and
  // a number of grid rows take the gallery's height, so only groups in one row are sized by it.
  layoutParams_targetItemSize_value: (o) =>
    vertical(o)
      ? !(columns(o) && o.layoutParams_structure_responsiveMode === 'SET_ITEMS_PER_ROW')
      : grouped(o) && Number(o.layoutParams_structure_numberOfGridRows) <= 1,
  layoutParams_thumbnails_alignment: thumbnailsShown,
  layoutParams_thumbnails_enable: horizontal,
  layoutParams_thumbnails_position: thumbnailsShown,
  layoutParams_thumbnails_ratio: (o) => o.layoutParams_thumbnails_enable === true,
  layoutParams_thumbnails_size: (o) => o.layoutParams_thumbnails_enable === true,
  layoutParams_thumbnails_spacing: thumbnailsShown,
  layoutParams_thumbnails_marginToGallery: thumbnailsShown,
  stylingParams_arrowsColor: arrows,
  stylingParams_itemBorderColor: (o) => cropped(o) && !fitted(o),
  stylingParams_itemBorderRadius: notFitMethod,
  stylingParams_itemBorderWidth: notFitMethod,
  stylingParams_itemEnableShadow: shadowable,
  stylingParams_itemShadowBlur: shadowed,
  stylingParams_itemShadowDirection: shadowed,
  stylingParams_itemShadowOpacityAndColor: shadowed,
  stylingParams_itemShadowSize: shadowed,
};

/** Whether the option `name` (flat) takes effect under `options` (flat or nested). */
export function isOptionRelevant(name: string, options: unknown): boolean {
  if (!isOptionName(name)) return false;
  const rule = RULES[name] ?? always;
  return rule(flattenOptions(options));
}
