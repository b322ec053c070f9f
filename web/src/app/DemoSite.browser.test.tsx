// The demo site's two pages, chosen by the address's hash.

import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { DemoSite } from './DemoSite.tsx';

afterEach(() => {
  history.replaceState(null, '', window.location.pathname + window.location.search);
});

test('the navigation leads from the gallery to the content viewer and back', async () => {
  const screen = await render(<DemoSite />);
  await expect.element(screen.getByRole('heading', { name: 'Tessera gallery' })).toBeVisible();
  await screen.getByRole('link', { name: 'Content viewer' }).click();
  await expect
    .element(screen.getByRole('heading', { name: 'Tessera content viewer' }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'Content viewer' }))
    .toHaveAttribute('aria-current', 'page');
  await screen.getByRole('link', { name: 'Gallery' }).click();
  await expect.element(screen.getByRole('heading', { name: 'Tessera gallery' })).toBeVisible();
});

test('#/viewer/<document> opens that document', async () => {
  window.location.hash = '#/viewer/e2e__headings';
  const screen = await render(<DemoSite />);
  await expect
    .element(screen.getByRole('combobox', { name: 'Document' }))
    .toHaveValue('e2e__headings');
});

test('the address follows the chosen document, and a new address shows its document', async () => {
  window.location.hash = '#/viewer/e2e__headings';
  const screen = await render(<DemoSite />);
  const select = screen.getByRole('combobox', { name: 'Document' });
  await select.selectOptions('e2e__quote');
  await expect.poll(() => window.location.hash).toBe('#/viewer/e2e__quote');
  window.location.hash = '#/viewer/e2e__divider';
  await expect.element(select).toHaveValue('e2e__divider');
  await expect
    .poll(() => screen.getByTestId('viewer-status').element().textContent)
    .toMatch(/^9 nodes of 2 kinds/);
});

test('a content anchor in the address (#viewer-…) keeps the viewer page', async () => {
  window.location.hash = '#/viewer/e2e__headings';
  const screen = await render(<DemoSite />);
  await expect
    .element(screen.getByRole('heading', { name: 'Tessera content viewer' }))
    .toBeVisible();
  window.location.hash = '#viewer-no-such-anchor';
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect
    .element(screen.getByRole('heading', { name: 'Tessera content viewer' }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('combobox', { name: 'Document' }))
    .toHaveValue('e2e__headings');
});
