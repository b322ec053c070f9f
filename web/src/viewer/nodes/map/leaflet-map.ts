// The interactive map, in the browser only: Leaflet (loaded with this module, on demand) over the
// host's tiles, at the data's place and zoom, with its marker, zoom control and dragging as the
// data says. Leaflet's stylesheet comes with the module and is added once to the page (or the
// shadow root the viewer is in); it styles only Leaflet's own `leaflet-*` classes.

import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import type { MapSettings } from './map-settings.ts';
import type { MapTileSource } from './map-tiles.ts';

export interface MapLabels {
  zoomIn: string;
  zoomOut: string;
}

const STYLE_MARK = 'data-tessera-leaflet';
const DEFAULT_TILE_MAX_ZOOM = 19;

// A pin drawn inline: no marker image is fetched.
const MARKER_HTML =
  '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#d93025"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>';

function addStylesheet(element: HTMLElement): void {
  const root = element.getRootNode();
  const parent = root instanceof ShadowRoot ? root : document.head;
  if (parent.querySelector(`style[${STYLE_MARK}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(STYLE_MARK, '');
  style.textContent = leafletCss;
  parent.append(style);
}

/** Draws the map into `element`; the returned function takes it down again. */
export function mountMap(
  element: HTMLElement,
  settings: MapSettings,
  tiles: MapTileSource,
  labels: MapLabels,
): () => void {
  addStylesheet(element);
  const maxZoom = tiles.maxZoom ?? DEFAULT_TILE_MAX_ZOOM;
  const animate = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = L.map(element, {
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
    center: [settings.lat, settings.lng],
    zoom: Math.min(settings.zoom, maxZoom),
    maxZoom,
    zoomControl: false,
    attributionControl: false,
    dragging: settings.draggable,
    touchZoom: settings.draggable,
    // The page scrolls under the wheel; zooming is the control's, the keyboard's and a double-click's.
    scrollWheelZoom: false,
  });
  if (settings.zoomControl)
    L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  if (tiles.attribution) L.control.attribution({ prefix: false }).addTo(map);
  L.tileLayer(tiles.urls[settings.mapType] ?? tiles.urls.ROADMAP, {
    maxZoom,
    attribution: tiles.attribution,
    ...(tiles.subdomains === undefined ? {} : { subdomains: tiles.subdomains }),
  }).addTo(map);
  if (settings.marker)
    L.marker([settings.lat, settings.lng], {
      icon: L.divIcon({
        // No class: Leaflet's default one would draw a white box behind the pin.
        className: '',
        html: MARKER_HTML,
        iconSize: [28, 40],
        iconAnchor: [14, 40],
      }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
  const showZoom = () => element.setAttribute('data-zoom', String(map.getZoom()));
  map.on('zoomend', showZoom);
  showZoom();
  return () => map.remove();
}
