// The demo's navigation leads to the benchmark page, which runs when the visitor asks (or the
// address does) and stops when the visitor leaves it.

import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { DemoSite } from '../DemoSite.tsx';

afterEach(() => {
  history.replaceState(null, '', window.location.pathname + window.location.search);
  delete window.__TESSERA_BENCH__;
});

test('the Benchmarks link opens the benchmark page, ready to run', async () => {
  const screen = await render(<DemoSite />);
  await screen.getByRole('link', { name: 'Benchmarks' }).click();
  await expect.element(screen.getByRole('heading', { name: 'Tessera benchmarks' })).toBeVisible();
  expect(window.location.hash).toBe('#/bench');
  await expect
    .element(screen.getByRole('link', { name: 'Benchmarks' }))
    .toHaveAttribute('aria-current', 'page');
  await expect.element(screen.getByRole('button', { name: 'Run the benchmark' })).toBeEnabled();
  await expect.element(screen.getByRole('button', { name: 'Quick run' })).toBeEnabled();
  expect(window.__TESSERA_BENCH__).toBeUndefined();
});

test('#/bench?run=… starts a run at once; leaving the page stops it', async () => {
  window.location.hash = '#/bench?run=quick&layouts=GRID&items=1000';
  const screen = await render(<DemoSite />);
  await expect.element(screen.getByRole('button', { name: 'Quick run' })).toBeDisabled();
  await expect
    .element(screen.getByRole('status'))
    .toMatchTextContent('Measuring: GRID · 1,000 items');
  const run = window.__TESSERA_BENCH__!;
  expect(run).toBeInstanceOf(Promise);
  await screen.getByRole('link', { name: 'Gallery' }).click();
  await expect(run).rejects.toMatchObject({ name: 'AbortError' });
});
