import { beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VIRTUALIZATION_SCREENS } from '../gallery/ui/index.ts';
import { GalleryPage } from './GalleryPage.tsx';
import { SAMPLES } from './samples.ts';

function boxes(root: Element) {
  return [...root.querySelectorAll('[data-item-id]')].map((element) =>
    element.getBoundingClientRect(),
  );
}

beforeEach(async () => {
  await page.viewport(1280, 900);
});

test('the demo shows the sample gallery laid out by the WebAssembly worker', async () => {
  const screen = await render(<GalleryPage />);
  await expect
    .element(screen.getByTestId('backend'))
    .toHaveTextContent('WebAssembly in a Web Worker');
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(SAMPLES.length);
  await expect
    .element(screen.getByTestId('summary'))
    .toMatchTextContent(`${SAMPLES.length} pictures in 3 columns`);
  // Masonry: pictures keep their shapes, so heights differ.
  expect(new Set(boxes(root).map((box) => box.height)).size).toBeGreaterThan(3);
  expect(root.querySelector('img')?.alt).toBe(SAMPLES[0].alt);
});

test('the grid toggle and the spacing control relayout the gallery', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(SAMPLES.length);

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

test('every layout of the demo places all pictures its own way, without overlaps, inside the page width', async () => {
  const screen = await render(<GalleryPage />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(SAMPLES.length);
  const signature = () =>
    JSON.stringify(boxes(root).map((box) => [box.left, box.top, box.width, box.height]));
  const seen = new Set([signature()]);
  for (const label of ['Collage', 'Bricks', 'Mix', 'Alternate', 'Grid']) {
    await screen.getByText(label, { exact: true }).click();
    await expect.poll(() => seen.has(signature())).toBe(false);
    seen.add(signature());
    const placed = boxes(root);
    // Pictures more than 10 screens below the viewport are left out of the DOM (spec/002 §9).
    const gallery = root.querySelector('[data-tessera-gallery]')!.getBoundingClientRect();
    const reach = gallery.top + (VIRTUALIZATION_SCREENS + 1) * window.innerHeight;
    if (gallery.bottom <= reach) expect(placed, label).toHaveLength(SAMPLES.length);
    else expect(placed.length, label).toBeGreaterThan(SAMPLES.length / 2);
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
