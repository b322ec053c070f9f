// Legacy flat option names and the nested names they became (spec/001 §9 "Migration of legacy
// names"). The list is the one the reference gallery still reads, observed from its behaviour.

/** Legacy names whose value carries over unchanged. */
export const RENAMED: Readonly<Record<string, string>> = {
  galleryLayout: 'layoutParams_structure_galleryLayout',
  imageMargin: 'layoutParams_structure_itemSpacing',
  groupsPerStrip: 'layoutParams_groups_numberOfGroupsPerRow',
  cubeImages: 'layoutParams_crop_enable',
  smartCrop: 'layoutParams_crop_enableSmartCrop',
  cropOnlyFill: 'layoutParams_crop_cropOnlyFill',
  minItemSize: 'layoutParams_targetItemSize_minimum',
  scatter: 'layoutParams_structure_scatter_randomScatter',
  rotatingScatter: 'layoutParams_structure_scatter_manualScatter',
  numberOfImagesPerCol: 'layoutParams_structure_numberOfGridRows',
  collageDensity: 'layoutParams_groups_density',
  chooseBestGroup: 'layoutParams_groups_groupByOrientation',
  groupSize: 'layoutParams_groups_groupSize',
  hasThumbnails: 'layoutParams_thumbnails_enable',
  thumbnailSpacings: 'layoutParams_thumbnails_spacing',
  thumbnailSize: 'layoutParams_thumbnails_size',
  showArrows: 'layoutParams_navigationArrows_enable',
  arrowsPadding: 'layoutParams_navigationArrows_padding',
  arrowsVerticalPosition: 'layoutParams_navigationArrows_verticalAlignment',
  arrowsSize: 'layoutParams_navigationArrows_size',
  imageInfoType: 'layoutParams_info_layout',
  textImageSpace: 'layoutParams_info_spacing',
  textBoxBorderWidth: 'layoutParams_info_border_width',
  textBoxBorderColor: 'layoutParams_info_border_color',
  textBoxBorderRadius: 'layoutParams_info_border_radius',
  textBoxHeight: 'layoutParams_info_height',
  magnificationLevel: 'behaviourParams_item_content_magnificationValue',
  tiltAngleValue: 'behaviourParams_item_content_tiltAngleValue',
  videoLoop: 'behaviourParams_item_video_loop',
  showVideoPlayButton: 'behaviourParams_item_video_enablePlayButton',
  showVideoControls: 'behaviourParams_item_video_enableControls',
  enableVideoPlaceholder: 'behaviourParams_item_video_enablePlaceholder',
  overlayAnimation: 'behaviourParams_item_overlay_hoverAnimation',
  overlayPosition: 'behaviourParams_item_overlay_position',
  overlaySize: 'behaviourParams_item_overlay_size',
  overlaySizeType: 'behaviourParams_item_overlay_sizeUnits',
  overlayPadding: 'behaviourParams_item_overlay_padding',
  overlayBackground: 'behaviourParams_item_overlay_backgroundColor',
  imageHoverAnimation: 'behaviourParams_item_content_hoverAnimation',
  imagePlacementAnimation: 'behaviourParams_item_content_placementAnimation',
  imageLoadingMode: 'behaviourParams_item_content_loader',
  scrollSnap: 'behaviourParams_gallery_horizontal_enableScrollSnap',
  scrollAnimation: 'behaviourParams_gallery_scrollAnimation',
  shouldIndexDirectShareLinkInSEO: 'behaviourParams_gallery_enableIndexingShareLinks',
  loadMoreButtonText: 'behaviourParams_gallery_vertical_loadMore_text',
  slideAnimation: 'behaviourParams_gallery_horizontal_slideAnimation',
  slideTransition: 'behaviourParams_gallery_horizontal_slideTransition',
  scrollDuration: 'behaviourParams_gallery_horizontal_navigationDuration',
  slideshowLoop: 'behaviourParams_gallery_horizontal_loop',
  autoSlideshowInterval: 'behaviourParams_gallery_horizontal_autoSlide_interval',
  pauseAutoSlideshowOnHover: 'behaviourParams_gallery_horizontal_autoSlide_pauseOnHover',
  autoSlideshowContinuousSpeed: 'behaviourParams_gallery_horizontal_autoSlide_speed',
  allowSlideshowCounter: 'behaviourParams_gallery_horizontal_slideshowInfo_enableCounter',
  playButtonForAutoSlideShow: 'behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton',
  itemShadowBlur: 'stylingParams_itemShadowBlur',
  itemShadowDirection: 'stylingParams_itemShadowDirection',
  itemShadowOpacityAndColor: 'stylingParams_itemShadowOpacityAndColor',
  arrowsColor: 'stylingParams_arrowsColor',
  itemShadowSize: 'stylingParams_itemShadowSize',
  itemEnableShadow: 'stylingParams_itemEnableShadow',
  itemBorderRadius: 'stylingParams_itemBorderRadius',
  itemBorderColor: 'stylingParams_itemBorderColor',
  itemBorderWidth: 'stylingParams_itemBorderWidth',
};

/** Legacy booleans that now say the opposite ("some booleans are inverted"). */
export const INVERTED: Readonly<Record<string, string>> = {
  useMaxDimensions: 'layoutParams_structure_enableStreching',
  enableInfiniteScroll: 'behaviourParams_gallery_vertical_loadMore_enable',
  allowContextMenu: 'behaviourParams_gallery_blockContextMenu',
  enableScroll: 'behaviourParams_gallery_horizontal_blockScroll',
};

/** Legacy numeric codes that became enumerations. */
export const NUMERIC_CODES: Readonly<Record<string, { to: string; values: readonly string[] }>> = {
  arrowsPosition: {
    to: 'layoutParams_navigationArrows_position',
    values: ['ON_GALLERY', 'OUTSIDE_GALLERY', 'MOUSE_CURSOR'],
  },
  scrollDirection: {
    to: 'layoutParams_structure_scrollDirection',
    values: ['VERTICAL', 'HORIZONTAL'],
  },
  gridStyle: {
    to: 'layoutParams_structure_responsiveMode',
    values: ['FIT_TO_SCREEN', 'SET_ITEMS_PER_ROW'],
  },
};

/** Legacy booleans that became two-valued enumerations: [value for true, value for false]. */
export const BOOLEAN_CODES: Readonly<
  Record<string, { to: string; whenTrue: string; whenFalse: string }>
> = {
  isVertical: {
    to: 'layoutParams_structure_layoutOrientation',
    whenTrue: 'VERTICAL',
    whenFalse: 'HORIZONTAL',
  },
  placeGroupsLtr: {
    to: 'layoutParams_structure_groupsOrder',
    whenTrue: 'LEFT_TO_RIGHT',
    whenFalse: 'BY_HEIGHT',
  },
  isRTL: {
    to: 'behaviourParams_gallery_layoutDirection',
    whenTrue: 'RIGHT_TO_LEFT',
    whenFalse: 'LEFT_TO_RIGHT',
  },
};

/** Legacy values renamed one by one; values not listed carry over. */
export const RENAMED_VALUES: Readonly<
  Record<string, { to: string; values: Readonly<Record<string, string>> }>
> = {
  titlePlacement: {
    to: 'layoutParams_info_placement',
    values: {
      SHOW_ON_HOVER: 'OVERLAY',
      SHOW_BELOW: 'BELOW',
      SHOW_ABOVE: 'ABOVE',
      SHOW_ON_THE_RIGHT: 'RIGHT',
      SHOW_ON_THE_LEFT: 'LEFT',
      ALTERNATE_HORIZONTAL: 'ALTERNATE_HORIZONTALLY',
      ALTERNATE_VERTICAL: 'ALTERNATE_VERTICALLY',
    },
  },
  hoveringBehaviour: {
    to: 'behaviourParams_item_overlay_hoveringBehaviour',
    values: { NO_CHANGE: 'ALWAYS_SHOW' },
  },
  cubeFitPosition: { to: 'layoutParams_crop_alignment', values: { MIDDLE: 'CENTER' } },
};

/** Legacy lower-case values that are now upper case. */
export const UPPER_CASED: Readonly<Record<string, string>> = {
  cubeType: 'layoutParams_crop_method',
  galleryThumbnailsAlignment: 'layoutParams_thumbnails_alignment',
  loadMoreAmount: 'behaviourParams_gallery_vertical_loadMore_amount',
  galleryTextAlign: 'behaviourParams_gallery_horizontal_slideshowInfo_buttonsAlignment',
  videoPlay: 'behaviourParams_item_video_playTrigger',
  itemClick: 'behaviourParams_item_clickAction',
};

/** Old click actions that open the item: now ACTION. */
export const ACTION_CLICKS = new Set(['FULLSCREEN', 'EXPAND']);

/**
 * The legacy click-to-play value, as pro-gallery's own backward conversion writes it. Upper-cased
 * it would be ONCLICK, which no play trigger is; it means CLICK (docs/option-deviations.md).
 */
export const LEGACY_CLICK_TO_PLAY = 'ONCLICK';

/** Legacy names read together with others, or no longer read at all; all are removed. */
export const COMBINED_NAMES = [
  'isAutoSlideshow',
  'autoSlideshowType',
  'videoSound',
  'videoSpeed',
  'numberOfImagesPerRow',
  'galleryMargin',
  'layoutParams_gallerySpacing',
  'rotatingCropRatios',
  'cubeRatio',
  'layoutParams_cropRatio',
  'columnWidths',
  'rotatingGroupTypes',
  'layoutParams_repeatingGroupTypes',
  'groupTypes',
  'gallerySizeType',
  'gallerySize',
  'gallerySizePx',
  'gallerySizeRatio',
  'calculateTextBoxWidthMode',
  'slideshowInfoSize',
] as const;
