// The gallery options the demo's controls produce, flat, with the names and values of spec/001
// §3. The demo shows the layouts that scroll down the page and those that slide sideways; each
// gets its preset from the option engine. Options the gallery does not draw yet pass through like any other.

import {
  ARROW_POSITIONS,
  ARROW_TYPES,
  AUTO_SLIDE_BEHAVIOURS,
  CLICK_ACTIONS,
  CONTENT_HOVER_ANIMATIONS,
  HOVERING_BEHAVIOURS,
  INFO_LAYOUTS,
  INFO_PLACEMENTS,
  LAYOUT_DIRECTIONS,
  OVERLAY_HOVER_ANIMATIONS,
  OVERLAY_POSITIONS,
  PLAY_TRIGGERS,
  SCROLL_ANIMATIONS,
  SLIDE_ANIMATIONS,
  THUMBNAIL_ALIGNMENTS,
} from '../gallery/model/options/enums.ts';

export const LAYOUTS = [
  { code: 0, label: 'Collage' },
  { code: 1, label: 'Masonry' },
  { code: 2, label: 'Grid' },
  { code: 10, label: 'Bricks' },
  { code: 11, label: 'Mix' },
  { code: 12, label: 'Alternate' },
  { code: 3, label: 'Thumbnails' },
  { code: 4, label: 'Slider' },
  { code: 5, label: 'Slideshow' },
  { code: 7, label: 'Column' },
  { code: 9, label: 'Fullsize' },
] as const;

export type DemoLayout = (typeof LAYOUTS)[number]['code'];

/** How the visitor gets more items: as the page scrolls, or with the 'Load More' button. */
export const LOAD_MORE_MODES = ['SCROLL', 'BUTTON_ALL', 'BUTTON_PARTIAL'] as const;
export type LoadMoreMode = (typeof LOAD_MORE_MODES)[number];

/** The options the demo's selects set, each a list of the spec's values. */
export const CHOICES = {
  behaviourParams_item_overlay_hoveringBehaviour: HOVERING_BEHAVIOURS,
  behaviourParams_item_overlay_hoverAnimation: OVERLAY_HOVER_ANIMATIONS,
  behaviourParams_item_overlay_position: OVERLAY_POSITIONS,
  layoutParams_info_placement: INFO_PLACEMENTS,
  layoutParams_info_layout: INFO_LAYOUTS,
  behaviourParams_item_content_hoverAnimation: CONTENT_HOVER_ANIMATIONS,
  behaviourParams_item_clickAction: CLICK_ACTIONS,
  behaviourParams_item_video_playTrigger: PLAY_TRIGGERS,
  behaviourParams_gallery_scrollAnimation: SCROLL_ANIMATIONS,
  behaviourParams_gallery_layoutDirection: LAYOUT_DIRECTIONS,
  // The layouts that slide sideways.
  layoutParams_navigationArrows_position: ARROW_POSITIONS,
  layoutParams_navigationArrows_type: ARROW_TYPES,
  behaviourParams_gallery_horizontal_slideAnimation: SLIDE_ANIMATIONS,
  behaviourParams_gallery_horizontal_autoSlide_behaviour: AUTO_SLIDE_BEHAVIOURS,
  layoutParams_thumbnails_alignment: THUMBNAIL_ALIGNMENTS,
} as const;

export type ChoiceName = keyof typeof CHOICES;

/** The controls' labels. */
export const CHOICE_LABELS: Readonly<Record<ChoiceName, string>> = {
  behaviourParams_item_overlay_hoveringBehaviour: 'Overlay shows',
  behaviourParams_item_overlay_hoverAnimation: 'Overlay animation',
  behaviourParams_item_overlay_position: 'Overlay position',
  layoutParams_info_placement: 'Info placement',
  layoutParams_info_layout: 'Info layout',
  behaviourParams_item_content_hoverAnimation: 'Hover effect',
  behaviourParams_item_clickAction: 'Click action',
  behaviourParams_item_video_playTrigger: 'Video plays on',
  behaviourParams_gallery_scrollAnimation: 'Scroll animation',
  behaviourParams_gallery_layoutDirection: 'Direction',
  layoutParams_navigationArrows_position: 'Arrows',
  layoutParams_navigationArrows_type: 'Arrow type',
  behaviourParams_gallery_horizontal_slideAnimation: 'Slide animation',
  behaviourParams_gallery_horizontal_autoSlide_behaviour: 'Auto-slide',
  layoutParams_thumbnails_alignment: 'Thumbnails at',
};

export type Choices = { [K in ChoiceName]: (typeof CHOICES)[K][number] };

export interface DemoSettings {
  layout: DemoLayout;
  spacing: number;
  loadMore: LoadMoreMode;
  choices: Choices;
}

export const INITIAL_SETTINGS: DemoSettings = {
  layout: 1,
  spacing: 10,
  loadMore: 'SCROLL',
  choices: {
    behaviourParams_item_overlay_hoveringBehaviour: 'APPEARS',
    behaviourParams_item_overlay_hoverAnimation: 'FADE_IN',
    behaviourParams_item_overlay_position: 'LEFT',
    layoutParams_info_placement: 'OVERLAY',
    layoutParams_info_layout: 'NO_BACKGROUND',
    behaviourParams_item_content_hoverAnimation: 'ZOOM_IN',
    behaviourParams_item_clickAction: 'ACTION',
    behaviourParams_item_video_playTrigger: 'CLICK',
    behaviourParams_gallery_scrollAnimation: 'FADE_IN',
    behaviourParams_gallery_layoutDirection: 'LEFT_TO_RIGHT',
    layoutParams_navigationArrows_position: 'ON_GALLERY',
    layoutParams_navigationArrows_type: 'DEFAULT_ARROW',
    behaviourParams_gallery_horizontal_slideAnimation: 'SCROLL',
    behaviourParams_gallery_horizontal_autoSlide_behaviour: 'OFF',
    layoutParams_thumbnails_alignment: 'BOTTOM',
  },
};

/** Masonry runs in columns here; the other layouts take their orientation from their preset. */
const VERTICAL_ONLY: ReadonlySet<DemoLayout> = new Set([1]);

export function demoOptions({ layout, spacing, loadMore, choices }: DemoSettings) {
  return {
    layoutParams_structure_galleryLayout: layout,
    layoutParams_structure_itemSpacing: spacing,
    ...(VERTICAL_ONLY.has(layout) ? { layoutParams_structure_layoutOrientation: 'VERTICAL' } : {}),
    behaviourParams_gallery_vertical_loadMore_enable: loadMore !== 'SCROLL',
    behaviourParams_gallery_vertical_loadMore_amount:
      loadMore === 'BUTTON_PARTIAL' ? 'PARTIAL' : 'ALL',
    // The slideshow shows its play/pause button and counter when it slides by itself.
    behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton:
      choices.behaviourParams_gallery_horizontal_autoSlide_behaviour !== 'OFF',
    behaviourParams_gallery_horizontal_slideshowInfo_enableCounter: true,
    ...choices,
  };
}
