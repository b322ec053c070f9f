// What every item kind's media view receives (spec/002 §3-4): the item as the items model read it,
// its index, the size the layout gave its media, the gallery's processed options, and a way to
// raise the gallery's events. One small component per kind renders from these.

import type { FlatOptions } from '../../model/index.ts';
import type { GalleryEventName } from '../../model/events.ts';
import type { ItemModel } from '../../model/items/types.ts';

export interface ItemMediaProps {
  item: ItemModel;
  /** The item's index in the gallery's items. */
  idx: number;
  /** The media's size on screen in CSS pixels, as the layout placed it. */
  width: number;
  height: number;
  /** The gallery's options after the option engine (flat names of spec/001). */
  options: FlatOptions;
  /** Raises a gallery event through the host's `eventsListener`. */
  emit: (name: GalleryEventName, data: unknown) => void;
  /**
   * Whether the item was on screen when its layout was first drawn: its picture loads at once and
   * ahead of the others, not lazily as the visitor nears it.
   */
  firstScreen?: boolean;
}
