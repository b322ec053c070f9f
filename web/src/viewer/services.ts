// What a host may supply to the viewer's media renderers (spec/000 §7 "The calls it makes"): the
// viewer makes no network call of its own for these when the host gives none. One field per
// service; each renderer reads its own through useViewer().services.

export interface ViewerServices {
  // Each media renderer adds its service here (oEmbed lookup, poll service, map tiles, ...).
  readonly _?: never;
  /** spec/000 §4 "Block spoiler": told when a visitor reveals a block spoiler. */
  onSpoilerReveal?: (reveal: { kind?: string; nodeId?: string }) => void;
  /** spec/000 §6: the right-click-disable setting for media (no context menu on images). */
  disableRightClick?: boolean;
}

export const NO_SERVICES: ViewerServices = {};
