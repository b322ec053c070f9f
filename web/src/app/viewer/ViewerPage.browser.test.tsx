// The demo's viewer page: a corpus document chosen from the list is rendered; the palette,
// language and device controls reach the viewer.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { CORPUS } from './corpus-index.ts';
import { ViewerPage } from './ViewerPage.tsx';

test('the list offers the whole corpus and renders the chosen document', async () => {
  expect(CORPUS).toHaveLength(135);
  const screen = await render(<ViewerPage initialDocument="e2e__headings" />);
  const status = () => screen.getByTestId('viewer-status').element().textContent;
  await expect.poll(status).toMatch(/^\d+ nodes of \d+ kinds · viewer 10\.127\.0$/);
  await screen.getByRole('combobox', { name: 'Document' }).selectOptions('e2e__text-blocks-new');
  const chosen = await CORPUS.find((entry) => entry.name === 'e2e__text-blocks-new')!.load();
  const firstText = JSON.stringify(chosen).match(/"text":"([^"\\]{6,40})/)![1];
  await expect.element(screen.getByText(firstText, { exact: false }).first()).toBeVisible();
});

test('the dark palette, mobile sizes and a right-to-left language reach the viewer', async () => {
  const screen = await render(<ViewerPage initialDocument="e2e__headings" />);
  const viewer = () => screen.container.querySelector<HTMLElement>('[data-tessera-viewer]');
  await expect.poll(() => viewer()).not.toBeNull();
  await screen.getByRole('checkbox', { name: 'Dark palette' }).click();
  await expect
    .poll(() => viewer()?.style.getPropertyValue('--tessera-background-color'))
    .toBe('#121212');
  await screen.getByRole('checkbox', { name: 'Mobile' }).click();
  await expect.poll(() => viewer()?.style.getPropertyValue('--tessera-h1-font-size')).toBe('32px');
  await screen.getByRole('combobox', { name: 'Language' }).selectOptions('he');
  await expect.poll(() => viewer()?.dir).toBe('rtl');
});

test('on a phone-sized page the controls stay inside the page', async () => {
  const screen = await render(
    <div style={{ width: 360 }}>
      <ViewerPage initialDocument="e2e__storybook-example-app-without-vertical-embed" />
    </div>,
  );
  const select = screen.getByRole('combobox', { name: 'Document' }).element();
  const page = screen.container.querySelector('main')!;
  await expect.poll(() => screen.container.querySelector('[data-tessera-viewer]')).not.toBeNull();
  expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(
    page.getBoundingClientRect().right,
  );
  expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
});
