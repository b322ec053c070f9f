// Every option of the model (spec/001 §3) by its flat name, with the kind of value it holds.
// The JSON Schema, the typed model and the validators are all read from this one table.

import * as E from './enums.ts';

export type FieldSpec =
  | { readonly kind: 'number' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'string' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'const'; readonly value: string }
  | { readonly kind: 'numberList' }
  /** Crop ratios: numbers, or strings such as "100%/100%" and "16px/9px" (spec/001 §5). */
  | { readonly kind: 'ratioList' }
  | { readonly kind: 'enumList'; readonly values: readonly string[] }
  /** One info placement or a comma-separated list of them (spec/001 §3 "info"). */
  | { readonly kind: 'placements' }
  /** A colour the spec gives no type for: a CSS string or a colour-picker object. */
  | { readonly kind: 'color' };

const number = { kind: 'number' } as const;
const boolean = { kind: 'boolean' } as const;
const string = { kind: 'string' } as const;
const color = { kind: 'color' } as const;
const oneOf = <const T extends readonly string[]>(values: T) => ({ kind: 'enum', values }) as const;

export const OPTION_FIELDS = {
  layoutParams_groups_density: number,
  layoutParams_groups_groupByOrientation: boolean,
  layoutParams_groups_numberOfGroupsPerRow: number,
  layoutParams_groups_groupSize: number,
  layoutParams_groups_allowedGroupTypes: { kind: 'enumList', values: E.GROUP_TYPES },
  layoutParams_groups_repeatingGroupTypes: { kind: 'enumList', values: E.GROUP_TYPES },

  layoutParams_crop_method: oneOf(E.CROP_METHODS),
  layoutParams_crop_alignment: oneOf(E.CROP_ALIGNMENTS),
  layoutParams_crop_enable: boolean,
  layoutParams_crop_enableSmartCrop: boolean,
  layoutParams_crop_cropOnlyFill: boolean,
  layoutParams_crop_ratios: { kind: 'ratioList' },

  layoutParams_structure_galleryLayout: number,
  layoutParams_structure_galleryRatio_value: number,
  layoutParams_structure_galleryRatio_includeExternalInfo: boolean,
  layoutParams_structure_enableStreching: boolean,
  layoutParams_structure_gallerySpacing: number,
  layoutParams_structure_itemSpacing: number,
  layoutParams_structure_scrollDirection: oneOf(E.SCROLL_DIRECTIONS),
  layoutParams_structure_numberOfColumns: number,
  layoutParams_structure_numberOfGridRows: number,
  layoutParams_structure_responsiveMode: oneOf(E.RESPONSIVE_MODES),
  layoutParams_structure_columnRatios: { kind: 'numberList' },
  layoutParams_structure_scatter_randomScatter: number,
  layoutParams_structure_scatter_manualScatter: string,
  layoutParams_structure_layoutOrientation: oneOf(E.LAYOUT_ORIENTATIONS),
  layoutParams_structure_groupsOrder: oneOf(E.GROUPS_ORDERS),

  layoutParams_thumbnails_enable: boolean,
  layoutParams_thumbnails_spacing: number,
  layoutParams_thumbnails_marginToGallery: number,
  layoutParams_thumbnails_size: number,
  layoutParams_thumbnails_position: oneOf(E.THUMBNAIL_POSITIONS),
  layoutParams_thumbnails_alignment: oneOf(E.THUMBNAIL_ALIGNMENTS),
  layoutParams_thumbnails_ratio: number,

  layoutParams_navigationArrows_enable: boolean,
  layoutParams_navigationArrows_size: number,
  layoutParams_navigationArrows_padding: number,
  layoutParams_navigationArrows_mouseCursorContainerMaxWidth: number,
  layoutParams_navigationArrows_position: oneOf(E.ARROW_POSITIONS),
  layoutParams_navigationArrows_verticalAlignment: oneOf(E.ARROW_VERTICAL_ALIGNMENTS),
  layoutParams_navigationArrows_type: oneOf(E.ARROW_TYPES),
  layoutParams_navigationArrows_container_type: oneOf(E.ARROW_CONTAINER_TYPES),
  layoutParams_navigationArrows_container_borderRadius: number,
  layoutParams_navigationArrows_container_backgroundColor: string,

  layoutParams_targetItemSize_unit: oneOf(E.TARGET_SIZE_UNITS),
  layoutParams_targetItemSize_value: number,
  layoutParams_targetItemSize_minimum: number,

  layoutParams_info_sizeUnits: oneOf(E.INFO_SIZE_UNITS),
  layoutParams_info_width: number,
  layoutParams_info_height: number,
  layoutParams_info_spacing: number,
  layoutParams_info_layout: oneOf(E.INFO_LAYOUTS),
  layoutParams_info_border_width: number,
  layoutParams_info_border_color: string,
  layoutParams_info_border_radius: number,
  layoutParams_info_placement: { kind: 'placements' },

  behaviourParams_item_clickAction: oneOf(E.CLICK_ACTIONS),
  behaviourParams_item_video_speed: number,
  behaviourParams_item_video_volume: number,
  behaviourParams_item_video_loop: boolean,
  behaviourParams_item_video_playTrigger: oneOf(E.PLAY_TRIGGERS),
  behaviourParams_item_video_enablePlayButton: boolean,
  behaviourParams_item_video_enableThumbnailsPlayButton: boolean,
  behaviourParams_item_video_enableControls: boolean,
  behaviourParams_item_video_enablePlaceholder: boolean,
  behaviourParams_item_threeDimensionalScene_transform_rotation: string,
  behaviourParams_item_threeDimensionalScene_transform_scale: string,
  behaviourParams_item_threeDimensionalScene_transform_position: string,
  behaviourParams_item_threeDimensionalScene_controls_enableZoom: boolean,
  behaviourParams_item_threeDimensionalScene_controls_enableRotate: boolean,
  behaviourParams_item_threeDimensionalScene_controls_enablePan: boolean,
  behaviourParams_item_threeDimensionalScene_controls_enableAutoRotate: boolean,
  behaviourParams_item_threeDimensionalScene_enablePlayButton: boolean,
  behaviourParams_item_threeDimensionalScene_enableThumbnailsPlayButton: boolean,
  behaviourParams_item_threeDimensionalScene_enablePlaceholder: boolean,
  behaviourParams_item_threeDimensionalScene_playTrigger: oneOf(E.PLAY_TRIGGERS),
  behaviourParams_item_overlay_hoveringBehaviour: oneOf(E.HOVERING_BEHAVIOURS),
  behaviourParams_item_overlay_hoverAnimation: oneOf(E.OVERLAY_HOVER_ANIMATIONS),
  behaviourParams_item_overlay_position: oneOf(E.OVERLAY_POSITIONS),
  behaviourParams_item_overlay_size: number,
  behaviourParams_item_overlay_sizeUnits: oneOf(E.OVERLAY_SIZE_UNITS),
  behaviourParams_item_overlay_padding: number,
  behaviourParams_item_overlay_backgroundColor: color,
  behaviourParams_item_content_hoverAnimation: oneOf(E.CONTENT_HOVER_ANIMATIONS),
  behaviourParams_item_content_placementAnimation: oneOf(E.PLACEMENT_ANIMATIONS),
  behaviourParams_item_content_loader: oneOf(E.LOADERS),
  behaviourParams_item_content_magnificationValue: number,
  behaviourParams_item_content_tiltAngleValue: number,
  behaviourParams_item_secondaryMedia_trigger: oneOf(E.SECONDARY_MEDIA_TRIGGERS),
  behaviourParams_item_secondaryMedia_behaviour: {
    kind: 'const',
    value: E.SECONDARY_MEDIA_BEHAVIOUR,
  },

  behaviourParams_gallery_layoutDirection: oneOf(E.LAYOUT_DIRECTIONS),
  behaviourParams_gallery_blockContextMenu: boolean,
  behaviourParams_gallery_enableIndexingShareLinks: boolean,
  behaviourParams_gallery_scrollAnimation: oneOf(E.SCROLL_ANIMATIONS),
  behaviourParams_gallery_vertical_loadMore_enable: boolean,
  behaviourParams_gallery_vertical_loadMore_amount: oneOf(E.LOAD_MORE_AMOUNTS),
  behaviourParams_gallery_vertical_loadMore_text: string,
  behaviourParams_gallery_horizontal_enableScrollSnap: boolean,
  behaviourParams_gallery_horizontal_slideAnimation: oneOf(E.SLIDE_ANIMATIONS),
  behaviourParams_gallery_horizontal_slideTransition: string,
  behaviourParams_gallery_horizontal_blockScroll: boolean,
  behaviourParams_gallery_horizontal_navigationDuration: number,
  behaviourParams_gallery_horizontal_loop: boolean,
  behaviourParams_gallery_horizontal_autoSlide_behaviour: oneOf(E.AUTO_SLIDE_BEHAVIOURS),
  behaviourParams_gallery_horizontal_autoSlide_interval: number,
  behaviourParams_gallery_horizontal_autoSlide_pauseOnHover: boolean,
  behaviourParams_gallery_horizontal_autoSlide_speed: number,
  behaviourParams_gallery_horizontal_slideshowInfo_buttonsAlignment: oneOf(E.BUTTONS_ALIGNMENTS),
  behaviourParams_gallery_horizontal_slideshowInfo_enableCounter: boolean,
  behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton: boolean,

  stylingParams_arrowsColor: string,
  stylingParams_itemShadowBlur: number,
  stylingParams_itemShadowDirection: number,
  stylingParams_itemShadowOpacityAndColor: string,
  stylingParams_itemShadowSize: number,
  stylingParams_itemEnableShadow: boolean,
  stylingParams_itemBorderRadius: number,
  stylingParams_itemBorderWidth: number,
  stylingParams_itemBorderColor: color,
  stylingParams_itemResolutionMode: oneOf(E.RESOLUTION_MODES),

  fixedColumns: number,
} as const satisfies Record<string, FieldSpec>;

export type OptionName = keyof typeof OPTION_FIELDS;

export const OPTION_NAMES = Object.keys(OPTION_FIELDS) as OptionName[];

/** Objects whose properties must all be present when the object is (spec/001 §5). */
export const REQUIRED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  layoutParams_structure_galleryRatio: ['includeExternalInfo', 'value'],
  behaviourParams_item_secondaryMedia: ['behaviour', 'trigger'],
};

export function isOptionName(name: string): name is OptionName {
  return Object.hasOwn(OPTION_FIELDS, name);
}
