// MAP in Node: settings (current and older names) and the server's static box.

import { expect, test } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { type MapSettings, readMapSettings } from './map-settings.ts';

export const mapNode = (settings: Record<string, unknown>, height = '400'): RicosNode => ({
  type: 'MAP',
  id: 'map',
  nodes: [],
  mapData: {
    containerData: { alignment: 'CENTER', width: { custom: '400' }, height: { custom: height } },
    mapSettings: settings,
  },
});

export const WIX_HQ = {
  mapType: 'ROADMAP',
  address: 'Nemal Tel Aviv Street, Tel Aviv-Yafo, Israel',
  locationName: 'Wix HQ',
  lat: 32.097235,
  lng: 34.77427,
  initialZoom: 18,
  marker: true,
  zoomControl: true,
  streetViewControl: true,
  draggable: true,
};

test('settings: place, zoom, switches and the block height', () => {
  const settings = readMapSettings(mapNode(WIX_HQ, '271')) as MapSettings;
  expect(settings).toMatchObject({
    lat: 32.097235,
    lng: 34.77427,
    zoom: 18,
    locationName: 'Wix HQ',
    address: 'Nemal Tel Aviv Street, Tel Aviv-Yafo, Israel',
    marker: true,
    height: 271,
  });
});

test('older switch names are understood; unknown fields are ignored', () => {
  const settings = readMapSettings(
    mapNode({
      lat: '10',
      lng: '20',
      zoom: 7,
      isMarkerShown: false,
      isZoomControlShown: false,
      mode: 'x',
    }),
  ) as MapSettings;
  expect(settings).toMatchObject({ lat: 10, lng: 20, zoom: 7, marker: false, zoomControl: false });
  expect(settings.locationName).toBe('10, 20');
});

test('a map without a place renders nothing and is reported', async () => {
  const errors: unknown[] = [];
  const html = await renderViewerToHtml({
    content: { nodes: [mapNode({ address: 'Nowhere' })] },
    logger: recordingLogger(),
    onError: (error) => errors.push(error),
  });
  expect(html).not.toContain('Nowhere');
  expect(String(errors[0])).toContain('MAP: mapSettings has no valid lat and lng');
});

test('the server renders the place as text, no map library', async () => {
  const html = await renderViewerToHtml({
    content: { nodes: [mapNode(WIX_HQ)] },
    logger: recordingLogger(),
  });
  expect(html).toContain('Wix HQ');
  expect(html).toContain('Nemal Tel Aviv Street, Tel Aviv-Yafo, Israel');
  expect(html).not.toContain('leaflet');
  expect(html).not.toContain('role="group"');
  // Street view asked for, but there is no tile source that offers it.
  expect(html).toContain('Street View is not available on this map.');
});

test('with a tile source the server keeps the map its room, empty until the browser draws', async () => {
  const html = await renderViewerToHtml({
    content: { nodes: [mapNode(WIX_HQ)] },
    logger: recordingLogger(),
    services: { mapTiles: { urls: { ROADMAP: 'https://tiles.example/{z}/{x}/{y}.png' } } },
  });
  expect(html).toMatch(
    /<div class="[^"]+" style="height:400px" role="group" aria-label="Map: Wix HQ" aria-busy="true"><\/div>/,
  );
  expect(html).not.toContain('tiles.example');
  expect(html).not.toContain('leaflet');
});
