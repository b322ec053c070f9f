// Runtime constants of the gallery's React layer.

/**
 * A container resize relayouts once it has been still this long: spec/002 §4 "Blueprint" rebuilds
 * the layout when the container changed, and names no wait; this one is pro-gallery's.
 */
export const RESIZE_DEBOUNCE_MS = 100;

/** The accessibility role that adds the region label and the screen-reader text (spec/002 §6). */
export const APPLICATION_ROLE = 'application';

/** Screen-reader-only text of a gallery in the application role (Accessibility_Left_Gallery, spec/002 §2). */
export const ACCESSIBILITY_LEFT_GALLERY = 'left gallery';

/** Logged when an image address cannot be made; the original address is used (spec/002 §8). */
export { CANNOT_CREATE_URL } from '../model/messages.ts';
