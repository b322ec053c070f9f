// Texts of spec/002 §8 about items, verbatim.

/** Logged when a transport object is missing; an empty object is read in its place. */
export const ITEM_HAS_NO_DTO = 'Item has no DTO';

/** Alt text of an item that has none; a video's is UNTITLED_VIDEO. */
export const UNTITLED_IMAGE = 'untitled image';
export const UNTITLED_VIDEO = 'untitled video';

/** Key of an item whose transport object names none. */
export const NO_KEY_FOUND = 'no_key_found';
