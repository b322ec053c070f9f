// A 3D item in Chromium, with a real glTF model (fixtures/triangle.gltf) in a real model-viewer.
// Headless Chromium here renders WebGL in software, so the model's turning and its animation are
// observed through model-viewer's own API (turntable rotation, paused); the pixels drawn are not
// compared.

import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { makeItems, MASONRY, mountGallery } from '../testing.tsx';
import { type Emitted, MODEL_URL, POSTER_URL, threeDProps } from './three-d-testing.ts';
import { ThreeDMedia, type ThreeDMediaProps } from './ThreeDMedia.tsx';

interface ModelViewer extends HTMLElement {
  loaded: boolean;
  paused: boolean;
  availableAnimations: string[];
  /** How far auto-rotation has turned the model, in radians. */
  turntableRotation: number;
}

// The first model a page shows takes model-viewer many seconds in software WebGL (it builds its
// lighting environment then); later ones take milliseconds.
const MODEL_LOAD = { timeout: 45_000 };
vi.setConfig({ testTimeout: 60_000 });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Room for every module the page fetches (the default keeps 250), so the viewer's is listed.
performance.setResourceTimingBufferSize(100_000);

const viewerRequested = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('model-viewer'));

/** Renders a 3D item and waits for its model to load. */
async function loaded(props: ThreeDMediaProps) {
  const screen = await render(<ThreeDMedia {...props} />);
  const box = screen.container.querySelector<HTMLElement>('[data-three-d-item]')!;
  await expect.poll(() => box.dataset.state, MODEL_LOAD).toBe('loaded');
  const viewer = box.querySelector('model-viewer') as ModelViewer;
  return { screen, box, viewer };
}

/** How far the model turns in `ms`, in radians. */
async function turning(viewer: ModelViewer, ms = 400): Promise<number> {
  const before = viewer.turntableRotation;
  await pause(ms);
  return Math.abs(viewer.turntableRotation - before);
}

// The mouse stays where an earlier test left it, and an item drawn under it is hovered: each test
// starts with the mouse parked in the far corner of the page, away from the items drawn.
beforeEach(async () => {
  const parking = document.createElement('div');
  parking.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 4px; height: 4px';
  document.body.append(parking);
  await userEvent.hover(parking);
  parking.remove();
});

const placeholder = (box: HTMLElement) => box.querySelector<HTMLImageElement>('img');

// First in the file: the viewer's chunk is not loaded yet in this page.
describe('the viewer loads on demand', () => {
  test('not with the gallery, nor for a 3D item far below the screen; when it comes near', async () => {
    const gallery = await mountGallery(600, { items: makeItems(6), options: MASONRY });
    await pause(200);
    expect(customElements.get('model-viewer')).toBeUndefined();
    expect(viewerRequested()).toBe(false);
    await gallery.unmount();

    const far = window.innerHeight * 4;
    const screen = await render(
      <>
        <div style={{ height: far }} />
        <ThreeDMedia {...threeDProps()} />
      </>,
    );
    const box = screen.container.querySelector<HTMLElement>('[data-three-d-item]')!;
    await pause(300);
    // Far away: the server's view, the poster alone.
    expect(box.dataset.state).toBe('poster');
    expect(placeholder(box)!.getAttribute('src')).toBe(POSTER_URL);
    expect(customElements.get('model-viewer')).toBeUndefined();
    expect(viewerRequested()).toBe(false);

    box.scrollIntoView();
    await expect.poll(() => box.querySelector('model-viewer'), MODEL_LOAD).not.toBeNull();
    expect(customElements.get('model-viewer')).toBeDefined();
    expect(viewerRequested()).toBe(true);
    await screen.unmount();
  });
});

describe('the viewer shows the model with the options', () => {
  test('default options: src, poster, alt, camera controls without zoom, no rotation until played', async () => {
    const emitted: Emitted = [];
    const { box, viewer } = await loaded(threeDProps({}, {}, emitted));
    expect(viewer.getAttribute('src')).toBe(MODEL_URL);
    expect(viewer.getAttribute('poster')).toBe(POSTER_URL);
    expect(viewer.getAttribute('alt')).toBe('A triangle');
    expect(viewer.hasAttribute('camera-controls')).toBe(true);
    expect(viewer.hasAttribute('disable-zoom')).toBe(true);
    expect(viewer.hasAttribute('disable-pan')).toBe(false);
    expect(viewer.hasAttribute('auto-rotate')).toBe(false);
    expect(viewer.getAttribute('orientation')).toBe('0rad 0rad 0rad');
    expect(viewer.getAttribute('scale')).toBe('1 1 1');
    // The model loaded: ITEM_LOADED with the item's id and index (spec/001 §4).
    expect(emitted).toEqual([['ITEM_LOADED', { id: 'chair', idx: 4 }]]);
    expect(viewer.availableAnimations).toEqual(['turn']);
    // Not playing, placeholder on: the poster covers the model.
    expect(placeholder(box)).not.toBeNull();
  });

  test('controls and transform from the options', async () => {
    const { viewer } = await loaded(
      threeDProps({
        behaviourParams_item_threeDimensionalScene_controls_enableZoom: true,
        behaviourParams_item_threeDimensionalScene_controls_enablePan: false,
        behaviourParams_item_threeDimensionalScene_transform_rotation: 'x0y1.5z0',
        behaviourParams_item_threeDimensionalScene_transform_scale: 'x2y2z2',
        behaviourParams_item_threeDimensionalScene_transform_position: 'x0y1z0',
      }),
    );
    expect(viewer.hasAttribute('disable-zoom')).toBe(false);
    expect(viewer.hasAttribute('disable-pan')).toBe(true);
    expect(viewer.getAttribute('orientation')).toBe('0rad 0rad 1.5rad');
    expect(viewer.getAttribute('scale')).toBe('2 2 2');
    expect(viewer.getAttribute('camera-target')).toBe('0m -1m 0m');
  });

  test('a model that cannot load leaves the poster and raises no ITEM_LOADED', async () => {
    const emitted: Emitted = [];
    const props = threeDProps({}, { url: new URL('missing.glb', MODEL_URL).href }, emitted);
    const screen = await render(<ThreeDMedia {...props} />);
    const box = screen.container.querySelector<HTMLElement>('[data-three-d-item]')!;
    await expect.poll(() => box.dataset.state, MODEL_LOAD).toBe('error');
    expect(emitted).toEqual([]);
    expect(placeholder(box)).not.toBeNull();
  });

  test('a model address that would run code never reaches the viewer', async () => {
    const screen = await render(
      <ThreeDMedia {...threeDProps({}, { url: 'javascript:alert(1)' })} />,
    );
    const box = screen.container.querySelector<HTMLElement>('[data-three-d-item]')!;
    await pause(300);
    expect(box.querySelector('model-viewer')).toBeNull();
    expect(placeholder(box)!.getAttribute('src')).toBe(POSTER_URL);
  });
});

describe('the play trigger', () => {
  test('HOVER (the default): hover turns the model and plays its animation; leaving stops both', async () => {
    const { box, viewer } = await loaded(threeDProps());
    expect(await turning(viewer)).toBeLessThan(0.001);
    expect(viewer.paused).toBe(true);

    await userEvent.hover(box);
    await expect.poll(() => viewer.hasAttribute('auto-rotate')).toBe(true);
    expect(box.hasAttribute('data-playing')).toBe(true);
    expect(placeholder(box)).toBeNull();
    await expect.poll(() => viewer.paused).toBe(false);
    expect(await turning(viewer)).toBeGreaterThan(0.02);

    await userEvent.unhover(box);
    await expect.poll(() => viewer.hasAttribute('auto-rotate')).toBe(false);
    await expect.poll(() => viewer.paused).toBe(true);
    expect(placeholder(box)).not.toBeNull();
    expect(await turning(viewer)).toBeLessThan(0.001);
  });

  test("HOVER follows the gallery's hover state when the gallery gives it", async () => {
    const props = threeDProps();
    const { screen, viewer } = await loaded({ ...props, hovered: true });
    expect(viewer.hasAttribute('auto-rotate')).toBe(true);
    await screen.rerender(<ThreeDMedia {...props} hovered={false} />);
    expect(viewer.hasAttribute('auto-rotate')).toBe(false);
  });

  test('AUTO plays while on screen and stops when scrolled away', async () => {
    const props = threeDProps({ behaviourParams_item_threeDimensionalScene_playTrigger: 'AUTO' });
    const screen = await render(
      <>
        <ThreeDMedia {...props} />
        <div data-testid="below" style={{ height: window.innerHeight * 3 }} />
      </>,
    );
    const box = screen.container.querySelector<HTMLElement>('[data-three-d-item]')!;
    await expect.poll(() => box.dataset.state, MODEL_LOAD).toBe('loaded');
    const viewer = box.querySelector('model-viewer') as ModelViewer;
    await expect.poll(() => viewer.hasAttribute('auto-rotate')).toBe(true);
    await expect.poll(() => viewer.paused).toBe(false);

    window.scrollTo(0, window.innerHeight * 2);
    await expect.poll(() => viewer.hasAttribute('auto-rotate')).toBe(false);
    await expect.poll(() => viewer.paused).toBe(true);
    window.scrollTo(0, 0);
    await expect.poll(() => viewer.hasAttribute('auto-rotate')).toBe(true);
  });

  test('CLICK: a click plays, the next stops; the play button shows while stopped', async () => {
    const { box, viewer } = await loaded(
      threeDProps({
        behaviourParams_item_threeDimensionalScene_playTrigger: 'CLICK',
        behaviourParams_item_threeDimensionalScene_enablePlayButton: true,
      }),
    );
    const playButton = () => box.querySelector('[data-play-button]');
    await userEvent.hover(box);
    expect(viewer.hasAttribute('auto-rotate')).toBe(false);
    expect(playButton()).not.toBeNull();

    await userEvent.click(box);
    await expect.poll(() => viewer.hasAttribute('auto-rotate')).toBe(true);
    expect(playButton()).toBeNull();
    await userEvent.click(box);
    await expect.poll(() => viewer.hasAttribute('auto-rotate')).toBe(false);
    expect(playButton()).not.toBeNull();

    // A drag turns the model with the camera controls; it is not a click that plays.
    const { left, top } = box.getBoundingClientRect();
    const at = (x: number) => ({ bubbles: true, clientX: left + x, clientY: top + 100 });
    box.dispatchEvent(new PointerEvent('pointerdown', at(100)));
    box.dispatchEvent(new MouseEvent('click', at(160)));
    await pause(100);
    expect(viewer.hasAttribute('auto-rotate')).toBe(false);
  });

  test('without the placeholder the model shows while stopped', async () => {
    const { box } = await loaded(
      threeDProps({ behaviourParams_item_threeDimensionalScene_enablePlaceholder: false }),
    );
    expect(placeholder(box)).toBeNull();
  });
});

test('server markup (the poster) hydrates without a mismatch, then the viewer comes', async () => {
  const props = threeDProps();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ThreeDMedia {...props} />);
  document.body.prepend(container);
  expect(container.querySelector('img')!.getAttribute('src')).toBe(POSTER_URL);
  expect(container.querySelector('model-viewer')).toBeNull();
  const errors: unknown[] = [];
  const root = hydrateRoot(container, <ThreeDMedia {...props} />, {
    onRecoverableError: (error) => errors.push(error),
  });
  await expect.poll(() => container.querySelector('model-viewer')).not.toBeNull();
  expect(errors).toEqual([]);
  root.unmount();
  container.remove();
});

test('the viewer adds no tab stop: Tab goes past the item', async () => {
  const screen = await render(
    <>
      <button type="button">before</button>
      <ThreeDMedia {...threeDProps()} />
      <button type="button">after</button>
    </>,
  );
  const box = screen.container.querySelector<HTMLElement>('[data-three-d-item]')!;
  await expect.poll(() => box.dataset.state, MODEL_LOAD).toBe('loaded');
  screen.container.querySelector('button')!.focus();
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe('after');
});

test('axe-core finds no violations, stopped or playing', async () => {
  const { box } = await loaded(threeDProps());
  expect((await axe.run(box)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await userEvent.hover(box);
  expect((await axe.run(box)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
