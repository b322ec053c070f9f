// What a host may supply to the viewer's media renderers (spec/000 §7 "The calls it makes"): the
// viewer makes no network call of its own for these when the host gives none. One field per
// service; each renderer reads its own through useViewer().services.

export interface ViewerServices {
  // Each media renderer adds its service here (oEmbed lookup, poll service, map tiles, ...).
  readonly _?: never;
  /** spec/002 §7: the host's addresses for gallery images (its own media host); the image engine's otherwise. */
  readonly galleryMediaUrl?: import('../gallery/ui/items/create-media-url.ts').CreateMediaUrl;
}

export const NO_SERVICES: ViewerServices = {};
