// Runtime constants of the gallery's React layer.

/** A container resize relayouts once it has been still this long (issue 2, as pro-gallery). */
export const RESIZE_DEBOUNCE_MS = 100;

/** Alt text of an image item that has none (spec/002 §8). */
export const UNTITLED_IMAGE = 'untitled image';
