// The gallery's React layer.

export {
  ACCESSIBILITY_LEFT_GALLERY,
  APPLICATION_ROLE,
  CANNOT_CREATE_URL,
  RESIZE_DEBOUNCE_MS,
} from './constants.ts';
export { UNTITLED_IMAGE, UNTITLED_VIDEO } from '../model/items/index.ts';
export type { CreateMediaUrl, ResizeMethod } from './items/create-media-url.ts';
export { Gallery, type GalleryProps, type ViewMode } from './Gallery.tsx';
export { useEngineClient } from './use-engine-client.ts';
export { VIRTUALIZATION_SCREENS } from './virtual-window.ts';
export {
  GALLERY_EVENTS,
  type EventsListener,
  type GalleryChangeData,
  type GalleryEventData,
  type GalleryEventName,
  type ItemEventData,
  type HoverSetData,
  NO_HOVER,
} from '../model/events.ts';
