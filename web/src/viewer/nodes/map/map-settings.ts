// MAP data (spec/000 §3, §1 "map"): mapData.mapSettings with address, locationName, lat, lng,
// initialZoom, mapType, marker, zoomControl, streetViewControl and draggable, and the block's
// containerData (a custom width and height). Older map plugins named the switches isMarkerShown,
// isZoomControlShown, isStreetViewControlShown, isDraggingAllowed and the zoom `zoom`; those are
// read too.

import type { RicosNode } from '../../../content/node.ts';
import {
  asRecord,
  clamp,
  type DataRecord,
  nodeData,
  readBoolean,
  readEnum,
  readNumber,
  readString,
  toFiniteNumber,
} from '../data.ts';
import type { MapType } from './map-tiles.ts';

export const MAP_TYPES: readonly MapType[] = ['ROADMAP', 'SATELLITE', 'HYBRID', 'TERRAIN'];
export const DEFAULT_MAP_ZOOM = 14;
export const DEFAULT_MAP_HEIGHT = 300;
export const MAX_MAP_ZOOM = 20;

export interface MapSettings {
  lat: number;
  lng: number;
  zoom: number;
  mapType: MapType;
  /** What the place is called, for the caption and the map's label. */
  locationName: string;
  /** The street address, when it says more than the name. */
  address: string | undefined;
  marker: boolean;
  zoomControl: boolean;
  streetViewControl: boolean;
  draggable: boolean;
  /** The block's height in pixels. */
  height: number;
}

function readSwitch(settings: DataRecord, key: string, oldKey: string, fallback: boolean): boolean {
  return readBoolean(settings, key) ?? readBoolean(settings, oldKey) ?? fallback;
}

export function readMapSettings(node: RicosNode): MapSettings | Error {
  const data = nodeData(node, 'mapData');
  const settings = asRecord(data.mapSettings) ?? {};
  const lat = readNumber(settings, 'lat');
  const lng = readNumber(settings, 'lng');
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return new Error('MAP: mapSettings has no valid lat and lng');
  const address = readString(settings, 'address')?.trim() || undefined;
  const name = readString(settings, 'locationName')?.trim() || address || `${lat}, ${lng}`;
  const height = toFiniteNumber(asRecord(asRecord(data.containerData)?.height)?.custom);
  const zoom = readNumber(settings, 'initialZoom') ?? readNumber(settings, 'zoom');
  return {
    lat,
    lng,
    zoom: Math.round(clamp(zoom ?? DEFAULT_MAP_ZOOM, 0, MAX_MAP_ZOOM)),
    mapType: readEnum(settings, 'mapType', MAP_TYPES) ?? 'ROADMAP',
    locationName: name,
    address: address === name ? undefined : address,
    marker: readSwitch(settings, 'marker', 'isMarkerShown', true),
    zoomControl: readSwitch(settings, 'zoomControl', 'isZoomControlShown', true),
    streetViewControl: readSwitch(settings, 'streetViewControl', 'isStreetViewControlShown', false),
    draggable: readSwitch(settings, 'draggable', 'isDraggingAllowed', true),
    height: height !== undefined && height > 0 ? height : DEFAULT_MAP_HEIGHT,
  };
}
