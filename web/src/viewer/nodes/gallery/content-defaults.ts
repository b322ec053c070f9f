// The gallery's defaults in content (spec/000 §9 "Gallery defaults in content", "Timings and
// sizes"): what a GALLERY node lays out with where its data says nothing.

/** The container a gallery is laid out in before it is measured (on the server): 980x500 on a
 *  desktop, 320x500 on a phone. */
export const DEFAULT_CONTAINER = { width: 980, height: 500 } as const;
export const DEFAULT_MOBILE_CONTAINER = { width: 320, height: 500 } as const;

/** The THUMBNAIL layout's height: the main item and its thumbnail strip. */
export const THUMBNAIL_LAYOUT_HEIGHT = 620;

export const DEFAULT_COLUMNS = 3;
export const DEFAULT_ITEM_RATIO = 1;
export const DEFAULT_CROP = 'FILL';
/** The spacing between items ("margin 5"). */
export const DEFAULT_ITEM_SPACING = 5;

export const ARROWS_SIZE = 23;
export const MOBILE_ARROWS_SIZE = 20;
export const THUMBNAIL_SIZE = 120;
export const MOBILE_THUMBNAIL_SIZE = 90;

/** A SLIDER is as tall as its width times a ratio of the items' shapes, kept between these. */
export const SLIDER_MIN_RATIO = 9 / 16;
export const SLIDER_MAX_RATIO = 1;

/** How many items, from the first, the layout samples for the items' shapes. */
export const LAYOUT_SAMPLE_SIZE = 20;
