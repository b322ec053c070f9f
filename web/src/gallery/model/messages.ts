// The gallery runtime's console messages (spec/002 §8 "The error catalogue"), each defined once.
// Where the spec quotes a message it is verbatim; where it only names the situation, the message
// says what happened and what the gallery does instead. The items' texts live beside the item
// reader and are gathered here. A layout that cannot be made logs the layouter's own message
// (spec/002 §8 'Layouter: cannot create layout, ...'), which comes from the engine.

export { ITEM_HAS_NO_DTO, NO_KEY_FOUND, UNTITLED_IMAGE, UNTITLED_VIDEO } from './items/messages.ts';

/** Focus could not be moved to the item it was sent to (roving focus). */
export const FOCUS_FAILED = 'Could not set focus to active element';

/** An image address could not be made; the original address is used. */
export const CANNOT_CREATE_URL = 'Cannot create url';

/** An arrow key found no neighbour item that way; focus keeps its item (a warning). */
export const NO_NEIGHBOUR_FOUND = 'No neighbour item offset found; the same index is kept';

/** The item to scroll or move to has no place in the layout on screen; nothing moves. */
export const TARGET_ITEM_POSITION_NOT_FOUND = 'Target item position not found';

/** Which items are visible could not be computed; every item is drawn. */
export const VISIBLE_ITEMS_FAILED = 'Failed to compute the visible items; drawing all items';
