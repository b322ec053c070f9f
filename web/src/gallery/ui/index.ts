// The gallery's React layer.

export { RESIZE_DEBOUNCE_MS, UNTITLED_IMAGE } from './constants.ts';
export { Gallery, type GalleryProps } from './Gallery.tsx';
export { useEngineClient } from './use-engine-client.ts';
