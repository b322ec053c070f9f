import { beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { App } from './App.tsx';
import { SAMPLES } from './samples.ts';

function boxes(root: Element) {
  return [...root.querySelectorAll('[data-item-id]')].map((element) => element.getBoundingClientRect());
}

beforeEach(async () => {
  await page.viewport(1280, 900);
});

test('the demo shows the sample gallery laid out by the WebAssembly worker', async () => {
  const screen = await render(<App />);
  await expect.element(screen.getByTestId('backend')).toHaveTextContent('WebAssembly in a Web Worker');
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(SAMPLES.length);
  await expect.element(screen.getByTestId('summary')).toMatchTextContent(`${SAMPLES.length} pictures in 3 columns`);
  // Masonry: pictures keep their shapes, so heights differ.
  expect(new Set(boxes(root).map((box) => box.height)).size).toBeGreaterThan(3);
  expect(root.querySelector('img')?.alt).toBe(SAMPLES[0].alt);
});

test('the grid toggle and the spacing control relayout the gallery', async () => {
  const screen = await render(<App />);
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-item-id]').length).toBe(SAMPLES.length);

  await screen.getByText('Grid').click();
  await expect.poll(() => new Set(boxes(root).map((box) => box.height)).size).toBe(1);

  await screen.getByRole('slider', { name: 'Item spacing' }).fill('30');
  await expect.element(screen.getByText('30 px')).toBeVisible();
  // The gap between the first two cells of a row is the item spacing.
  await expect.poll(() => {
    const [first, second] = boxes(root);
    return second.left - first.right;
  }).toBe(30);

  await screen.getByText('Masonry').click();
  await expect.poll(() => new Set(boxes(root).map((box) => box.height)).size).toBeGreaterThan(3);
});
