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
  await expect.element(screen.getByRole('heading', { name: 'Tessera content viewer' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Content viewer' })).toHaveAttribute('aria-current', 'page');
  await screen.getByRole('link', { name: 'Gallery' }).click();
  await expect.element(screen.getByRole('heading', { name: 'Tessera gallery' })).toBeVisible();
});

test('#/viewer/<document> opens that document', async () => {
  window.location.hash = '#/viewer/e2e__headings';
  const screen = await render(<DemoSite />);
  await expect.element(screen.getByRole('combobox', { name: 'Document' })).toHaveValue('e2e__headings');
});
