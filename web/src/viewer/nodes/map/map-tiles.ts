// The host's map tile source (spec/000 §3 MAP: "a configurable tile source"). The viewer loads no
// tiles of its own: without a source a map shows its place as text.

export type MapType = 'ROADMAP' | 'SATELLITE' | 'HYBRID' | 'TERRAIN';

export interface MapTileSource {
  /**
   * Tile address templates with {z}, {x}, {y} (and {s} for a subdomain, {r} for "@2x" on dense
   * screens), per map type; a type without its own uses ROADMAP's.
   */
  urls: { ROADMAP: string } & Partial<Record<Exclude<MapType, 'ROADMAP'>, string>>;
  /** Credits the tiles' licence asks for (HTML, from the host). */
  attribution?: string;
  subdomains?: string | string[];
  /** The deepest zoom the tiles have (default 19). */
  maxZoom?: number;
  /**
   * The address of a street-level view of a point. Tile maps have none of their own: without this
   * a map whose data asks for street view says it is not available.
   */
  streetViewUrl?(lat: number, lng: number): string;
}
