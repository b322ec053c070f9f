// Server-rendered galleries: the server's renderer and the browser's hydration.

export { renderGalleryToString, type ServerGalleryInput } from './render-gallery.ts';
export { hydrateGallery } from './hydrate-gallery.ts';
export { ServerGallery, type ServerGalleryProps } from './ServerGallery.tsx';
