// Runtime constants of the gallery's React layer.

/**
 * A container resize relayouts once it has been still this long: spec/002 §4 "Blueprint" rebuilds
 * the layout when the container changed, and names no wait; this one is pro-gallery's.
 */
export const RESIZE_DEBOUNCE_MS = 100;

/** Alt text of an image item that has none (spec/002 §8). */
export const UNTITLED_IMAGE = 'untitled image';
