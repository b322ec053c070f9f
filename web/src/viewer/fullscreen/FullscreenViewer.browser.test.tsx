// The full-screen viewer as a visitor meets it in Chromium: opened by a renderer through
// useExpand(), moved through by buttons, keys and swipes, zoomed by the wheel and a double click,
// a video playing inside, the neighbours fetched ahead, a modal dialog that keeps focus, locks the
// page and gives focus back when it closes, and axe-core without violations.

import axe from 'axe-core';
import { StrictMode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ImageUrlEngine, ImageUrlRequest } from '../../../../bindings/index.ts';
import type { RicosDocument, RicosNode } from '../../content/node.ts';
import type { NodeRendererProps } from '../registry.ts';
import { Viewer, type ViewerProps } from '../Viewer.tsx';
import { type FullscreenItem, useExpand } from './expand-context.ts';

// Served by the test server as they are.
const PHOTO = new URL('/web/src/viewer/fullscreen/fixtures/photo.svg', location.origin).href;
const CLIP = new URL('/web/src/media/players/fixtures/clip.webm', location.origin).href;
const photo = (n: number) => `${PHOTO}?item=${n}`;

const ITEMS: FullscreenItem[] = [
  { kind: 'image', url: photo(1), width: 800, height: 600, alt: 'A field', title: 'Field' },
  {
    kind: 'image',
    url: photo(2),
    width: 800,
    height: 600,
    alt: 'A lake',
    title: 'Lake',
    caption: 'Morning by the lake',
  },
  { kind: 'image', url: photo(3), width: 800, height: 600, alt: 'A hill' },
  { kind: 'video', url: CLIP, title: 'A clip' },
  { kind: 'image', url: photo(5), width: 800, height: 600, alt: 'A road' },
];

/** A renderer that opens the full-screen viewer, as the image and gallery renderers do. */
function Opener({ node }: NodeRendererProps) {
  const expand = useExpand();
  const index = Number((node.openerData as { index: number }).index);
  return (
    <button
      type="button"
      onClick={(event) => expand?.({ items: ITEMS, index, opener: event.currentTarget })}
    >
      Open {index + 1}
    </button>
  );
}

const opener = (index: number): RicosNode => ({
  id: `open${index}`,
  type: 'OPENER',
  nodes: [],
  openerData: { index },
});
const DOCUMENT: RicosDocument = { nodes: [opener(0), opener(1), opener(3)] };

const errors: unknown[] = [];
afterEach(() => {
  errors.length = 0;
});

async function mount(props: Partial<ViewerProps> = {}, { strict = false } = {}) {
  const viewer = (
    <div style={{ height: 3000 }}>
      <Viewer
        content={DOCUMENT}
        renderers={{ OPENER: Opener }}
        onError={(error) => errors.push(error)}
        {...props}
      />
    </div>
  );
  return render(strict ? <StrictMode>{viewer}</StrictMode> : viewer);
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const counter = () => dialog()?.querySelector('[aria-live]')?.textContent;
const picture = () => dialog()?.querySelector('img');
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.getAttribute('aria-label') === name,
  )!;

async function open(index: number): Promise<HTMLButtonElement> {
  const trigger = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === `Open ${index + 1}`,
  )!;
  await userEvent.click(trigger);
  await expect.poll(dialog).not.toBeNull();
  // focus-trap moves focus in after a tick.
  await expect.poll(() => dialog()?.contains(document.activeElement)).toBe(true);
  return trigger as HTMLButtonElement;
}

const pictureWidth = () => picture()?.getBoundingClientRect().width ?? 0;

test('opens at the index asked for: a labelled modal dialog at the dialog layer, title, caption, Close', async () => {
  await mount();
  await open(1);
  const shown = dialog()!;
  expect(shown.getAttribute('aria-modal')).toBe('true');
  expect(shown.getAttribute('aria-label')).toBe('Full-screen viewer');
  expect(shown.parentElement?.parentElement).toBe(document.body);
  // spec/000 §9: desktop base 5000, dialog +300.
  expect(getComputedStyle(shown.parentElement!).zIndex).toBe('5300');
  expect(counter()).toBe('2 / 5');
  expect(picture()?.getAttribute('src')).toBe(photo(2));
  expect(picture()?.getAttribute('alt')).toBe('A lake');
  expect(shown).toMatchTextContent('Lake');
  expect(shown).toMatchTextContent('Morning by the lake');
  expect(document.getElementById(shown.getAttribute('aria-describedby')!)).toMatchTextContent(
    'Morning by the lake',
  );
  expect(button('Close')).toBeTruthy();
  expect(button('Previous')).toBeTruthy();
  expect(button('Next')).toBeTruthy();
});

test('next and previous by the buttons and the arrow keys, wrapping at the ends; Home and End', async () => {
  await mount();
  await open(1);
  await userEvent.click(button('Next'));
  expect(counter()).toBe('3 / 5');
  expect(picture()?.getAttribute('src')).toBe(photo(3));
  await userEvent.click(button('Previous'));
  await userEvent.click(button('Previous'));
  expect(counter()).toBe('1 / 5');
  await userEvent.keyboard('{ArrowLeft}');
  expect(counter()).toBe('5 / 5');
  await userEvent.keyboard('{ArrowRight}');
  expect(counter()).toBe('1 / 5');
  await userEvent.keyboard('{End}');
  expect(counter()).toBe('5 / 5');
  await userEvent.keyboard('{Home}');
  expect(counter()).toBe('1 / 5');
});

test('right to left, the left arrow is next', async () => {
  const rtl: RicosDocument = {
    nodes: [
      {
        id: 'p',
        type: 'PARAGRAPH',
        nodes: [{ id: 't', type: 'TEXT', nodes: [], textData: { text: 'שלום', decorations: [] } }],
      },
      ...DOCUMENT.nodes,
    ],
  };
  await mount({ content: rtl });
  await open(1);
  expect(dialog()?.parentElement?.getAttribute('dir')).toBe('rtl');
  await userEvent.keyboard('{ArrowLeft}');
  expect(counter()).toBe('3 / 5');
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard('{ArrowRight}');
  expect(counter()).toBe('1 / 5');
});

test('media-host ids are asked of the image engine at the screen size and pixel ratio', async () => {
  const requests: ImageUrlRequest[] = [];
  // An engine that records what it is asked and answers with local files.
  const imageEngine: ImageUrlEngine = {
    imageQuality: () => ({ tier: 'high', quality: 90, maxUpscale: 1 }),
    imageUrl: (request) => {
      requests.push(request);
      return `${PHOTO}?id=${request.id}`;
    },
    imageUrls: (list) => list.map((request) => `${PHOTO}?id=${request.id}`),
  };
  const items: FullscreenItem[] = [
    { kind: 'image', id: 'sea~mv2.jpg', width: 4000, height: 3000, alt: 'The sea' },
    { kind: 'image', id: 'sky~mv2.jpg', alt: 'The sky' },
  ];
  function IdOpener() {
    const expand = useExpand();
    return (
      <button type="button" onClick={() => expand?.({ items, index: 0 })}>
        Open 1
      </button>
    );
  }
  await mount({ imageEngine, renderers: { OPENER: IdOpener } });
  await open(0);
  expect(picture()?.getAttribute('src')).toBe(`${PHOTO}?id=sea~mv2.jpg`);
  const step = (size: number) => Math.ceil(size / 100) * 100;
  expect(requests.find((request) => request.id === 'sea~mv2.jpg')).toEqual({
    fit: 'fit',
    id: 'sea~mv2.jpg',
    width: 4000,
    height: 3000,
    targetWidth: step(window.innerWidth),
    targetHeight: step(window.innerHeight),
    options: { devicePixelRatio: window.devicePixelRatio },
  });
  // Without its size, the original; and it was fetched ahead as the neighbour.
  expect(requests.find((request) => request.id === 'sky~mv2.jpg')?.variant).toBe('full');
});

test('in StrictMode too, focus goes in on open and back to the opener on close', async () => {
  await mount({}, { strict: true });
  const trigger = await open(1);
  await userEvent.tab();
  expect(dialog()?.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(dialog()).toBeNull();
  await expect.poll(() => document.activeElement).toBe(trigger);
  expect(document.documentElement.style.overflow).toBe('');
});

test('on a mobile page the layer is at the mobile dialog layer', async () => {
  await mount({ isMobile: true });
  await open(1);
  expect(getComputedStyle(dialog()!.parentElement!).zIndex).toBe('100300');
});

test('Escape closes and gives focus back to the opener', async () => {
  await mount();
  const trigger = await open(1);
  await userEvent.keyboard('{Escape}');
  expect(dialog()).toBeNull();
  await expect.poll(() => document.activeElement).toBe(trigger);
});

test('Close and a click on the backdrop close; a click on the picture does not', async () => {
  await mount();
  const trigger = await open(3);
  await userEvent.click(button('Close'));
  expect(dialog()).toBeNull();
  await expect.poll(() => document.activeElement).toBe(trigger);

  await open(1);
  await userEvent.click(picture()!);
  expect(dialog()).not.toBeNull();
  const stage = picture()!.parentElement!;
  await userEvent.click(stage, { position: { x: 5, y: 5 } });
  expect(dialog()).toBeNull();
  await expect.poll(() => document.activeElement?.textContent).toBe('Open 2');
});

test('Tab and Shift+Tab stay inside the dialog, and the page behind is inert', async () => {
  await mount();
  await open(1);
  for (let press = 0; press < 6; press++) {
    await userEvent.tab();
    expect(dialog()?.contains(document.activeElement)).toBe(true);
  }
  for (let press = 0; press < 6; press++) {
    await userEvent.tab({ shift: true });
    expect(dialog()?.contains(document.activeElement)).toBe(true);
  }
  const page = document.querySelector('[data-tessera-viewer]')!;
  expect(page.closest('[inert]')).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(page.closest('[inert]')).toBeNull();
});

test('the page does not scroll behind it, and scrolls again once it closes', async () => {
  await mount();
  window.scrollTo(0, 0);
  await open(1);
  expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
  await userEvent.wheel(dialog()!, { delta: { y: 400 } });
  await userEvent.wheel(button('Close'), { delta: { y: 400 } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(window.scrollY).toBe(0);
  await userEvent.keyboard('{Escape}');
  expect(document.documentElement.style.overflow).toBe('');
  await userEvent.wheel(document.querySelector('[data-tessera-viewer]')!, { delta: { y: 400 } });
  await expect.poll(() => window.scrollY).toBeGreaterThan(0);
  window.scrollTo(0, 0);
});

test('the wheel, a double click and the + and 0 keys zoom the picture', async () => {
  await mount();
  await open(0);
  await expect.poll(pictureWidth).toBeGreaterThan(100);
  const fitted = pictureWidth();
  await userEvent.wheel(picture()!, { delta: { y: -300 } });
  await expect.poll(pictureWidth).toBeGreaterThan(fitted * 1.5);
  await userEvent.dblClick(picture()!);
  await expect.poll(pictureWidth).toBeCloseTo(fitted, 0);
  await userEvent.dblClick(picture()!);
  await expect.poll(pictureWidth).toBeCloseTo(fitted * 2.5, 0);
  await userEvent.keyboard('0');
  await expect.poll(pictureWidth).toBeCloseTo(fitted, 0);
  await userEvent.keyboard('+');
  await expect.poll(pictureWidth).toBeCloseTo(fitted * 1.5, 0);
  // Moving on shows the next picture unzoomed.
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(pictureWidth).toBeCloseTo(fitted, 0);
});

/** Where a point of this page is for the runner's page (whose input events the tests send). */
function runnerPoint(x: number, y: number) {
  const frame = window.frameElement!.getBoundingClientRect();
  const scale = frame.width / window.innerWidth;
  return { x: frame.left + x * scale, y: frame.top + y * scale };
}

/** Points across the stage's middle, as fractions of its width. */
function across(...fractions: number[]) {
  const stage = picture()!.parentElement!.getBoundingClientRect();
  return fractions.map((fraction) => ({
    x: stage.left + stage.width * fraction,
    y: stage.top + stage.height / 2,
  }));
}

test('a mouse swipe moves to the next and previous items; a short one does nothing', async () => {
  await mount();
  await open(1);
  await expect.poll(pictureWidth).toBeGreaterThan(100);
  const drag = async (from: number, to: number) => {
    const [start, middle, end] = across(from, (from + to) / 2, to).map(({ x, y }) =>
      runnerPoint(x, y),
    );
    await userEvent.pointer([
      { coords: start!, keys: '[MouseLeft>]' },
      { coords: middle! },
      { coords: end! },
      { keys: '[/MouseLeft]' },
    ]);
  };
  await drag(0.75, 0.25);
  expect(counter()).toBe('3 / 5');
  await drag(0.25, 0.75);
  await drag(0.25, 0.75);
  expect(counter()).toBe('1 / 5');
  // Too short to be a swipe, and a drag that ends on the backdrop is no click on it.
  await drag(0.5, 0.55);
  expect(counter()).toBe('1 / 5');
  expect(dialog()).not.toBeNull();
});

test('zoomed, a drag pans the picture instead of moving on', async () => {
  await mount();
  await open(1);
  await expect.poll(pictureWidth).toBeGreaterThan(100);
  await userEvent.dblClick(picture()!);
  await expect.poll(pictureWidth).toBeGreaterThan(300);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = picture()!.getBoundingClientRect().left;
  const [start, middle, end] = across(0.5, 0.4, 0.3).map(({ x, y }) => runnerPoint(x, y));
  await userEvent.pointer([
    { coords: start!, keys: '[MouseLeft>]' },
    { coords: middle! },
    { coords: end! },
    { keys: '[/MouseLeft]' },
  ]);
  await expect.poll(() => picture()!.getBoundingClientRect().left).toBeLessThan(before - 20);
  expect(counter()).toBe('2 / 5');
});

test('a touch swipe moves on, and a pinch zooms', async () => {
  await mount();
  await open(1);
  await expect.poll(pictureWidth).toBeGreaterThan(100);
  const session = cdp();
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: Array<{ x: number; y: number }>,
  ) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, id) => ({ ...runnerPoint(point.x, point.y), id })),
    });
  await touch('touchStart', across(0.75));
  await touch('touchMove', across(0.5));
  await touch('touchMove', across(0.25));
  await touch('touchEnd', []);
  await expect.poll(counter).toBe('3 / 5');

  await expect.poll(pictureWidth).toBeGreaterThan(100);
  const fitted = pictureWidth();
  await touch('touchStart', across(0.4, 0.6));
  await touch('touchMove', across(0.3, 0.7));
  await touch('touchMove', across(0.2, 0.8));
  await touch('touchEnd', []);
  // The fingers went from a fifth of the stage apart to three fifths: three times the size.
  await expect.poll(pictureWidth).toBeCloseTo(fitted * 3, 0);
  expect(counter()).toBe('3 / 5');
});

test('a video plays inside, from a local file', async () => {
  await mount();
  await open(3);
  await expect.poll(() => dialog()?.querySelector('video')).not.toBeNull();
  const video = dialog()!.querySelector('video')!;
  expect(video.getAttribute('aria-label')).toBe('A clip');
  await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(video.controls).toBe(true);
  expect(errors).toEqual([]);
  // Arrow keys on the focused player are the player's (seeking), not the viewer's.
  video.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(counter()).toBe('4 / 5');
});

test('the pictures either side are fetched ahead', async () => {
  await mount();
  await open(1);
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map(
      (link) => (link as HTMLLinkElement).href,
    );
  await expect.poll(preloaded).toEqual(expect.arrayContaining([photo(1), photo(3)]));
  await expect
    .poll(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    .toEqual(expect.arrayContaining([photo(1), photo(3)]));
  await userEvent.click(button('Next'));
  // At 3 of 5 the neighbours are 2 and the video, whose poster there is none of.
  await userEvent.click(button('Next'));
  await expect.poll(preloaded).toEqual(expect.arrayContaining([photo(5)]));
});

test('axe-core finds no violations in the open viewer', async () => {
  await mount();
  await open(1);
  await expect.poll(pictureWidth).toBeGreaterThan(100);
  const result = await axe.run(dialog()!.parentElement!, { resultTypes: ['violations'] });
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
  await userEvent.keyboard('{End}');
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(() => dialog()?.querySelector('video')).not.toBeNull();
  const withVideo = await axe.run(dialog()!.parentElement!, { resultTypes: ['violations'] });
  expect(withVideo.violations.map((violation) => violation.id)).toEqual([]);
});
