// The gallery's React layer.

export {
  ACCESSIBILITY_LEFT_GALLERY,
  APPLICATION_ROLE,
  RESIZE_DEBOUNCE_MS,
  UNTITLED_IMAGE,
} from './constants.ts';
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
} from '../model/events.ts';
