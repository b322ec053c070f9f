// The events of the host contract that a visitor's hand raises on an item (spec/001 §4): focus
// moving in and out, and clicks — ITEM_CLICKED always, ITEM_ACTION_TRIGGERED when the click
// action is ACTION, both after a zero timeout (spec/002 §7). LINK is the item shell's own link;
// MAGNIFY toggles the picture in the item's view (magnify/MagnifiedImage) and raises ITEM_CLICKED
// only; NOTHING raises ITEM_CLICKED only.

import { type EventsListener, GALLERY_EVENTS } from '../model/events.ts';
import type { ClickAction } from './behaviour-options.ts';
import type { GalleryView } from './store.ts';
import { itemAt } from './item-at.ts';

export interface ItemEventHandlers {
  onClick(target: EventTarget): void;
  onFocus(target: EventTarget): void;
  onBlur(target: EventTarget): void;
}

export function itemEventHandlers(
  view: GalleryView | null,
  clickAction: ClickAction,
  eventsListener: EventsListener | undefined,
): ItemEventHandlers {
  /** The payload of an event on the item `target` is in, or null outside the items. */
  const payload = (target: EventTarget) => {
    const item = itemAt(target);
    return item === null || view === null ? null : { id: view.item(item.idx).id, idx: item.idx };
  };
  const later = (name: 'ITEM_CLICKED' | 'ITEM_ACTION_TRIGGERED', data: object) =>
    setTimeout(() => eventsListener?.(GALLERY_EVENTS[name], data), 0);

  return {
    onClick(target) {
      const data = payload(target);
      if (data === null) return;
      later('ITEM_CLICKED', data);
      if (clickAction === 'ACTION') later('ITEM_ACTION_TRIGGERED', data);
    },
    onFocus(target) {
      const data = payload(target);
      if (data !== null) eventsListener?.(GALLERY_EVENTS.ITEM_FOCUSED, data);
    },
    onBlur(target) {
      const data = payload(target);
      if (data !== null) eventsListener?.(GALLERY_EVENTS.ITEM_LOST_FOCUS, data);
    },
  };
}
