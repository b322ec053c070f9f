// What a host may supply to the viewer's media renderers (spec/000 §7 "The calls it makes"): the
// viewer makes no network call of its own for these when the host gives none. One field per
// service; each renderer reads its own through useViewer().services.

export interface ViewerServices {
  // Each media renderer adds its service here (oEmbed lookup, poll service, map tiles, ...).
  readonly _?: never;
  /** What the link-preview popover shows of a text link's page (none: the address only). */
  readonly linkPreview?: (url: string) => Promise<LinkPreviewMetadata | undefined>;
}

export interface LinkPreviewMetadata {
  title?: string;
  description?: string;
  thumbnailUrl?: string;
}

export const NO_SERVICES: ViewerServices = {};
