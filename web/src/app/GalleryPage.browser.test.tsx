import { afterEach, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VIRTUALIZATION_SCREENS } from '../gallery/ui/index.ts';
import { INITIAL_ITEMS, MORE_ITEMS_BATCH } from './demo-items.ts';
import { GalleryPage } from './GalleryPage.tsx';
import { SAMPLES } from './samples.ts';

const COUNT = INITIAL_ITEMS.length;

function boxes(root: Element) {
  return [...root.querySelectorAll('[data-item-id]')].map((element) =>
    element.getBoundingClientRect(),
  );
}

const itemIds = (root: Element) =>
  [...root.querySelectorAll('[data-item-id]')].map((element) =>
    element.getAttribute('data-item-id'),
  );

/** The event log's entries, newest first, as their text. */
const logged = () =>
  [...document.querySelectorAll('[data-testid="event-log"] li')].map((li) => li.textContent ?? '');

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => window.scrollTo(0, 0));

test('the demo shows items of every type laid out by the WebAssembly worker', async () => {
  const screen = await render(<GalleryPage />);
  await expect
    .element(screen.getByTestId('backend'))
    .toHaveTextContent('WebAssembly in a Web Worker');
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);
  await expect.element(screen.getByTestId('summary')).toMatchTextContent(`${COUNT} items in`);
  // Masonry: pictures keep their shapes, so heights differ.
  expect(new Set(boxes(root).map((box) => box.height)).size).toBeGreaterThan(3);
  expect(root.querySelector('img')?.alt).toBe(SAMPLES[0].alt);
  expect(itemIds(root)).toEqual(
    expect.arrayContaining(['demo-video', 'demo-text', 'demo-model', 'picture-1']),
  );
});

test('the grid toggle and the spacing control relayout the gallery', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);

  await screen.getByText('Grid').click();
  await expect.poll(() => new Set(boxes(root).map((box) => box.height)).size).toBe(1);

  await screen.getByRole('slider', { name: 'Item spacing' }).fill('30');
  await expect.element(screen.getByText('30 px')).toBeVisible();
  // The gap between the first two cells of a row is the item spacing.
  await expect
    .poll(() => {
      const [first, second] = boxes(root);
      return second.left - first.right;
    })
    .toBe(30);

  await screen.getByText('Masonry').click();
  await expect.poll(() => new Set(boxes(root).map((box) => box.height)).size).toBeGreaterThan(3);
});

test('every layout of the demo places all items its own way, without overlaps, inside the page width', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);
  const signature = () =>
    JSON.stringify(boxes(root).map((box) => [box.left, box.top, box.width, box.height]));
  const seen = new Set([signature()]);
  for (const label of ['Collage', 'Bricks', 'Mix', 'Alternate', 'Grid']) {
    await screen.getByText(label, { exact: true }).click();
    await expect.poll(() => seen.has(signature())).toBe(false);
    // Items more than 10 screens below the viewport are left out of the DOM (spec/002 §9); the
    // screens around the viewport come first, the rest of the 10 when the browser is idle.
    const gallery = () => root.querySelector('[data-tessera-gallery]')!.getBoundingClientRect();
    const reach = gallery().top + (VIRTUALIZATION_SCREENS + 1) * window.innerHeight;
    if (gallery().bottom <= reach)
      await expect.poll(() => boxes(root).length, { message: label }).toBe(COUNT);
    else await expect.poll(() => boxes(root).length, { message: label }).toBeGreaterThan(COUNT / 2);
    seen.add(signature());
    const placed = boxes(root);
    expect(placed.filter((box) => box.top >= reach)).toEqual([]);
    const overlapping = placed.some((a, i) =>
      placed.some(
        (b, j) =>
          j > i &&
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5,
      ),
    );
    expect(overlapping, label).toBe(false);
    expect(Math.max(...placed.map((box) => box.right)), label).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  }
});

test('a click on an item shows ITEM_CLICKED and ITEM_ACTION_TRIGGERED in the event log, newest first', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);
  const text = root.querySelector<HTMLElement>('[data-item-id="demo-text"]')!;
  await userEvent.click(text);
  const idx = INITIAL_ITEMS.findIndex((item) => item.itemId === 'demo-text');
  await expect
    .poll(() => logged().filter((entry) => /^ITEM_(CLICKED|ACTION_TRIGGERED)/.test(entry)))
    .toEqual([
      `ITEM_ACTION_TRIGGERED {"id":"demo-text","idx":${idx}}`,
      `ITEM_CLICKED {"id":"demo-text","idx":${idx}}`,
    ]);
  // The click action is ACTION: the host decides what to do.
  await expect.element(screen.getByText('The host was asked to open “A note”.')).toBeVisible();
  await screen.getByRole('button', { name: 'Clear' }).click();
  expect(logged()).toEqual([]);
});

test("load more: the 'Load More' button, then the host adds items; and on scroll, when the gallery asks", async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);

  await screen.getByRole('combobox', { name: 'Load more' }).selectOptions('Button, all at once');
  await screen.getByRole('button', { name: 'Load More' }).click();
  await expect
    .poll(() => logged().some((entry) => entry.startsWith('LOAD_MORE_CLICKED')))
    .toBe(true);
  const afterClick = COUNT + MORE_ITEMS_BATCH;
  await expect.element(screen.getByTestId('summary')).toMatchTextContent(`${afterClick} items`);
  expect(logged()).toContain(`LOAD_MORE_CLICKED {"itemsCount":${COUNT}}`);

  await screen.getByRole('combobox', { name: 'Load more' }).selectOptions('On scroll');
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect
    .element(screen.getByTestId('summary'))
    .toMatchTextContent(`${afterClick + MORE_ITEMS_BATCH} items`);
  expect(logged()).toContain(`NEED_MORE_ITEMS {"itemsCount":${afterClick}}`);
});

test('the item picker shows the video, the text or the 3D item alone', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);
  const items = screen.getByRole('combobox', { name: 'Items' });

  await items.selectOptions('Video');
  await expect.poll(() => itemIds(root)).toEqual(['demo-video']);
  const video = root.querySelector('[data-item-id="demo-video"]')!;
  expect(video.getAttribute('aria-label')).toBe('A short clip');
  expect(video.querySelector('button')?.getAttribute('aria-label')).toMatch(/A short clip/);
  // Its poster shows until it plays.
  await expect
    .poll(() => video.querySelector<HTMLImageElement>('img')?.naturalWidth ?? 0)
    .toBeGreaterThan(0);
  expect(video.querySelector('img')?.src).toMatch(/^http.*video-poster\.svg/);

  await items.selectOptions('Text');
  await expect.poll(() => itemIds(root)).toEqual(['demo-text']);
  await expect
    .poll(() => root.querySelector('[data-item-id="demo-text"] b')?.textContent)
    .toBe('html');

  await items.selectOptions('3D');
  await expect.poll(() => itemIds(root)).toEqual(['demo-model']);
  const model = root.querySelector('[data-item-id="demo-model"]')!;
  await expect
    .poll(() => model.querySelector<HTMLImageElement>('img')?.naturalWidth ?? 0)
    .toBeGreaterThan(0);
  await expect.element(screen.getByTestId('summary')).toMatchTextContent(/· 1 item\b/);
});

test('the horizontal layouts slide sideways: the next arrow moves the current item', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);
  await screen.getByText('Slideshow', { exact: true }).click();
  const next = screen.getByRole('button', { name: 'Next Item' });
  await expect.element(next).toBeVisible();
  await next.click();
  await expect
    .poll(() => logged().find((entry) => entry.startsWith('CURRENT_ITEM_CHANGED')))
    .toBe(`CURRENT_ITEM_CHANGED {"id":"${INITIAL_ITEMS[1].itemId}","idx":1}`);
});

test('the horizontal controls: a slideshow that slides by itself has its play/pause button, and thumbnails show their strip', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(COUNT);
  await screen.getByText('Slideshow', { exact: true }).click();
  await screen.getByRole('combobox', { name: 'Auto-slide' }).selectOptions('INTERVAL');
  await expect.element(screen.getByTitle('slideshow auto play')).toBeVisible();
  await screen.getByText('Thumbnails', { exact: true }).click();
  await expect.poll(() => root.querySelectorAll('ul button').length).toBeGreaterThan(0);
});
