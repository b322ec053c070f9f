// The events a gallery raises through its host's `eventsListener(eventName, eventData)`
// (spec/001 §4 "Gallery events", spec/002 §7). Each name is defined here once, including those
// raised by parts of the runtime other than the gallery shell.

export const GALLERY_EVENTS = {
  APP_LOADED: 'APP_LOADED',
  ITEM_CREATED: 'ITEM_CREATED',
  ITEM_LOADED: 'ITEM_LOADED',
  GALLERY_CHANGE: 'GALLERY_CHANGE',
  ITEM_ACTION_TRIGGERED: 'ITEM_ACTION_TRIGGERED',
  CURRENT_ITEM_CHANGED: 'CURRENT_ITEM_CHANGED',
  NEED_MORE_ITEMS: 'NEED_MORE_ITEMS',
  VIDEO_ENDED: 'VIDEO_ENDED',
  VIDEO_ERROR: 'VIDEO_ERROR',
  VIDEO_PAUSED: 'VIDEO_PAUSED',
  VIDEO_PLAYED: 'VIDEO_PLAYED',
  HOVER_SET: 'HOVER_SET',
  LOAD_MORE_CLICKED: 'LOAD_MORE_CLICKED',
  ITEM_CLICKED: 'ITEM_CLICKED',
  THUMBNAIL_CLICKED: 'THUMBNAIL_CLICKED',
  ITEM_FOCUSED: 'ITEM_FOCUSED',
  ITEM_LOST_FOCUS: 'ITEM_LOST_FOCUS',
  GALLERY_SCROLLED: 'GALLERY_SCROLLED',
  NAVIGATION_API_READY: 'NAVIGATION_API_READY',
  GALLERY_NAVIGATION_START: 'GALLERY_NAVIGATION_START',
} as const;

export type GalleryEventName = (typeof GALLERY_EVENTS)[keyof typeof GALLERY_EVENTS];

/** The payload of an event about one item: the item's id and its index in the gallery's items. */
export interface ItemEventData {
  id: string;
  idx: number;
}

/**
 * HOVER_SET's payload: the item hovered now, as other item events carry it, or NO_HOVER when the
 * hover was cleared (left, blurred, Escape, or acted on by a second tap). spec/001 §4 names the
 * event and shows no payload; this shape is the product's.
 */
export type HoverSetData = ItemEventData | typeof NO_HOVER;

/** HOVER_SET's payload when no item is hovered any more: no id, and the index -1. */
export const NO_HOVER: { readonly id: null; readonly idx: -1 } = Object.freeze({
  id: null,
  idx: -1,
});

/**
 * How the layout on screen came to be (spec/002 §4 "Blueprint"): built anew (the items, options
 * or container changed), or extended with the items added after the earlier ones.
 */
export type GalleryChangeKind = 'REBUILT' | 'APPENDED';

export interface GalleryChangeData {
  change: GalleryChangeKind;
  /** How many items the layout holds. */
  itemsCount: number;
  /** The layout's size in CSS pixels. */
  layoutWidth: number;
  layoutHeight: number;
}

/** The payload of each event the gallery shell raises, and when it comes. */
export interface GalleryEventData {
  /** Once, after the first layout is on screen; an empty object. */
  APP_LOADED: Record<string, never>;
  /** Each time a layout, built anew or appended to, is on screen. */
  GALLERY_CHANGE: GalleryChangeData;
  /** The first time an item is drawn (items far from the viewport are drawn when they come near). */
  ITEM_CREATED: ItemEventData;
  ITEM_FOCUSED: ItemEventData;
  ITEM_LOST_FOCUS: ItemEventData;
  /** On every click, Enter or Space on an item, after a zero timeout. */
  ITEM_CLICKED: ItemEventData;
  /** After ITEM_CLICKED when the click action is ACTION: the host decides what to do. */
  ITEM_ACTION_TRIGGERED: ItemEventData;
  /** Each time the hovered item changes: mouse, keyboard focus, a first tap; NO_HOVER on clear. */
  HOVER_SET: HoverSetData;
}

/** The host's listener: every event of spec/001 §4, with its payload. */
export type EventsListener = (eventName: GalleryEventName, eventData: unknown) => void;
