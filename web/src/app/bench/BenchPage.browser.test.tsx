// The demo's navigation leads to the benchmark page, which runs only when the visitor asks.

import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { DemoSite } from '../DemoSite.tsx';

afterEach(() => {
  history.replaceState(null, '', window.location.pathname + window.location.search);
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
