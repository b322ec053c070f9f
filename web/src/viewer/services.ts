// What a host may supply to the viewer's media renderers (spec/000 §7 "The calls it makes"): the
// viewer makes no network call of its own for these when the host gives none. One field per
// service; each renderer reads its own through useViewer().services.

import type { MapTileSource } from './nodes/map/map-tiles.ts';
import type { PollService } from './nodes/poll/poll-service.ts';

export interface ViewerServices {
  // Each media renderer adds its service here (oEmbed lookup, poll service, map tiles, ...).
  readonly _?: never;
  /** Results and votes of POLL nodes; without it polls are read-only. */
  poll?: PollService;
  /** Tiles for MAP nodes; without them a map shows its place as text. */
  mapTiles?: MapTileSource;
}

export const NO_SERVICES: ViewerServices = {};
