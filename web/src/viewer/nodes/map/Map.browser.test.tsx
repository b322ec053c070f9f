// MAP in Chromium: Leaflet over a tile source answered locally (a PNG drawn here, no network),
// at the data's place and zoom, with its marker and a zoom control that works; the place's name
// and address beneath; no map and no tile request without a host tile source.

import axe from 'axe-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import type { ViewerServices } from '../../services.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';
import type { MapTileSource } from './map-tiles.ts';

const mapNode = (settings: Record<string, unknown>): RicosNode => ({
  type: 'MAP',
  id: 'hq',
  nodes: [],
  mapData: {
    containerData: { alignment: 'CENTER', width: { custom: '400' }, height: { custom: '300' } },
    mapSettings: {
      mapType: 'ROADMAP',
      address: 'Nemal Tel Aviv Street, Tel Aviv-Yafo, Israel',
      locationName: 'Wix HQ',
      lat: 32.097235,
      lng: 34.77427,
      initialZoom: 16,
      marker: true,
      zoomControl: true,
      streetViewControl: false,
      draggable: true,
      ...settings,
    },
  },
});

let tileAddress = '';
beforeAll(async () => {
  const canvas = new OffscreenCanvas(256, 256);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#cde';
  context.fillRect(0, 0, 256, 256);
  tileAddress = URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
});
afterAll(() => URL.revokeObjectURL(tileAddress));

/** Every tile is the same local PNG; the fragment says which tile Leaflet asked for. */
const tiles = (extra: Partial<MapTileSource> = {}): MapTileSource => ({
  urls: { ROADMAP: `${tileAddress}#road/{z}/{x}/{y}`, SATELLITE: `${tileAddress}#sat/{z}/{x}/{y}` },
  attribution: 'Local test tiles',
  ...extra,
});

/** The first map of a run waits for Leaflet's chunk to be served. */
const DRAWN = { timeout: 10_000 };

const tileSources = (root: Element) =>
  [...root.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => tile.src);

let logger = recordingLogger();

function renderMap(node: RicosNode, services?: ViewerServices) {
  logger = recordingLogger();
  return render(
    <main>
      <Viewer content={{ nodes: [node] }} services={services} logger={logger} />
    </main>,
  );
}

test('an interactive map at the place and zoom of the data, tiles loaded, marker shown', async () => {
  const screen = await renderMap(mapNode({}), { mapTiles: tiles() });
  const mapGroup = screen.getByRole('group', { name: 'Map: Wix HQ' });
  await expect.element(mapGroup, DRAWN).toHaveAttribute('data-zoom', '16');
  await expect.poll(() => tileSources(mapGroup.element()).length).toBeGreaterThan(0);
  for (const source of tileSources(mapGroup.element()))
    expect(source).toMatch(/#road\/16\/\d+\/\d+$/);
  // The local PNG is drawn in the tiles.
  await expect
    .poll(() =>
      [...mapGroup.element().querySelectorAll<HTMLImageElement>('img.leaflet-tile')].some(
        (tile) => tile.complete && tile.naturalWidth === 256,
      ),
    )
    .toBe(true);
  expect(mapGroup.element().querySelector('.leaflet-marker-icon svg')).not.toBeNull();
  expect(mapGroup.element().getBoundingClientRect().height).toBe(300);
  await expect.element(mapGroup).toMatchTextContent('Local test tiles');
  await expect
    .element(screen.getByText('Nemal Tel Aviv Street, Tel Aviv-Yafo, Israel'))
    .toBeVisible();
  expect(logger.errors).toEqual([]);
});

test('the zoom control zooms in and out, and the tiles follow', async () => {
  const screen = await renderMap(mapNode({}), { mapTiles: tiles() });
  const mapGroup = screen.getByRole('group', { name: 'Map: Wix HQ' });
  await expect.element(mapGroup, DRAWN).toHaveAttribute('data-zoom', '16');
  await screen.getByRole('button', { name: 'Zoom in' }).click();
  await expect.element(mapGroup).toHaveAttribute('data-zoom', '17');
  await expect
    .poll(() => tileSources(mapGroup.element()).some((source) => /#road\/17\//.test(source)))
    .toBe(true);
  // One step at a time: Leaflet ignores a zoom asked for while the last one still animates.
  await screen.getByRole('button', { name: 'Zoom out' }).click();
  await expect.element(mapGroup).toHaveAttribute('data-zoom', '16');
  await screen.getByRole('button', { name: 'Zoom out' }).click();
  await expect.element(mapGroup).toHaveAttribute('data-zoom', '15');
});

test('the keyboard: the focused map zooms with + and -', async () => {
  const screen = await renderMap(mapNode({}), { mapTiles: tiles() });
  const mapGroup = screen.getByRole('group', { name: 'Map: Wix HQ' });
  await expect.element(mapGroup, DRAWN).toHaveAttribute('data-zoom', '16');
  (mapGroup.element() as HTMLElement).focus();
  await userEvent.keyboard('+');
  await expect.element(mapGroup).toHaveAttribute('data-zoom', '17');
  await userEvent.keyboard('-');
  await expect.element(mapGroup, DRAWN).toHaveAttribute('data-zoom', '16');
});

test('the map type picks its tiles; no marker and no zoom control when the data says so', async () => {
  const screen = await renderMap(
    mapNode({ mapType: 'SATELLITE', marker: false, zoomControl: false, draggable: false }),
    { mapTiles: tiles() },
  );
  const mapGroup = screen.getByRole('group', { name: 'Map: Wix HQ' });
  await expect.poll(() => tileSources(mapGroup.element()).length, DRAWN).toBeGreaterThan(0);
  expect(tileSources(mapGroup.element()).every((source) => source.includes('#sat/16/'))).toBe(true);
  expect(mapGroup.element().querySelector('.leaflet-marker-icon')).toBeNull();
  expect(screen.container.querySelector('.leaflet-control-zoom')).toBeNull();
  // Not draggable: no grab handle.
  expect(mapGroup.element().classList.contains('leaflet-grab')).toBe(false);
});

test('street view: a link where the tile source offers it, otherwise said to be unavailable', async () => {
  const withStreetView = await renderMap(mapNode({ streetViewControl: true }), {
    mapTiles: tiles({ streetViewUrl: (lat, lng) => `https://street.example/?at=${lat},${lng}` }),
  });
  await expect
    .element(withStreetView.getByRole('link', { name: 'Street View' }), DRAWN)
    .toHaveAttribute('href', 'https://street.example/?at=32.097235,34.77427');
  await withStreetView.unmount();

  const without = await renderMap(mapNode({ streetViewControl: true }), { mapTiles: tiles() });
  await expect
    .element(without.getByText('Street View is not available on this map.'))
    .toBeInTheDocument();
  expect(without.container.querySelector('a')?.textContent ?? '').not.toContain('Street View');
});

test('without a tile source: the place as text, no map, no tile requests', async () => {
  const screen = await renderMap(mapNode({}));
  await expect.element(screen.getByText('Wix HQ')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.container.querySelector('.leaflet-container, img')).toBeNull();
  expect(screen.container.querySelector('[role="group"]')).toBeNull();
});

test('axe-core finds no violations on an interactive map', async () => {
  const screen = await renderMap(mapNode({ streetViewControl: true }), { mapTiles: tiles() });
  const mapGroup = screen.getByRole('group', { name: 'Map: Wix HQ' });
  await expect
    .poll(() => mapGroup.element().querySelectorAll('img.leaflet-tile-loaded').length, DRAWN)
    .toBeGreaterThan(0);
  const result = await axe.run(screen.container);
  expect(
    result.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.html}`),
  ).toEqual([]);
});
