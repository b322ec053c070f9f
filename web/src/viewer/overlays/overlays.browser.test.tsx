// The link-preview popover and the text-selection toolbar in Chromium (spec/000 §2): their chunk
// is not loaded before the first mouse-over, nor ever on mobile; the popover shows a text link's
// page after the tooltip delay (spec/000 §9) and is dismissed with Escape; the toolbar appears
// over selected text, is a WAI-ARIA toolbar, and tweets or copies the selection.

import axe from 'axe-core';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../content/node.ts';
import { TOOLTIP_DELAY_MS } from '../nodes/constants.ts';
import type { ViewerServices } from '../services.ts';
import { recordingLogger } from '../testing/recording-logger.ts';
import { Viewer } from '../Viewer.tsx';

const paragraph = (id: string, nodes: object[]): RicosNode =>
  ({ id, type: 'PARAGRAPH', nodes, paragraphData: {} }) as RicosNode;
const text = (value: string, decorations: object[] = []) => ({
  id: '',
  type: 'TEXT',
  nodes: [],
  textData: { text: value, decorations },
});
const content = {
  nodes: [
    paragraph('p1', [
      text('Read '),
      text('the guide', [
        { type: 'LINK', linkData: { link: { url: 'https://example.com/guide/' } } },
      ]),
      text(' before you start.'),
    ]),
    paragraph('p2', [text('A second paragraph to select.')]),
    paragraph('p3', [text('Jump', [{ type: 'ANCHOR', anchorData: { anchor: 'p1' } }])]),
  ],
};

const overlayChunkLoaded = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.includes('/overlays/ViewerOverlays'));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function page(props: { isMobile?: boolean; services?: ViewerServices } = {}) {
  return render(
    <div style={{ width: 700 }}>
      <p data-testid="outside" style={{ margin: 0, height: 80 }}>
        Outside the viewer
      </p>
      <Viewer content={content} logger={recordingLogger()} {...props} />
    </div>,
  );
}

/** The pointer away from the viewer (it stays where the last test left it). */
async function pointAway() {
  const away = document.createElement('div');
  away.style.cssText = 'position: fixed; top: 0; right: 0; width: 20px; height: 20px';
  document.body.append(away);
  await userEvent.hover(away);
  away.remove();
}

// In this order: the chunk must not be in this page before the first desktop mouse-over.
describe('loaded lazily, on desktop only', () => {
  test('a mobile viewer never loads them, pointed at or not', async () => {
    const screen = await page({ isMobile: true });
    await userEvent.hover(screen.getByText('the guide'));
    await pause(TOOLTIP_DELAY_MS + 200);
    expect(overlayChunkLoaded()).toBe(false);
    expect(screen.container.querySelector('[role="tooltip"]')).toBeNull();
  });

  test('no chunk before the first mouse-over; the link under the pointer then gets its preview', async () => {
    await pointAway();
    const screen = await page();
    await pause(200);
    expect(overlayChunkLoaded()).toBe(false);
    await userEvent.hover(screen.getByText('A second paragraph to select.'));
    await expect.poll(overlayChunkLoaded).toBe(true);
    await userEvent.hover(screen.getByText('the guide'));
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('example.com/guide');
  });
});

describe('the link-preview popover', () => {
  test('shows the host’s preview after the tooltip delay, describes the link, and Escape hides it', async () => {
    const lookup = vi.fn(async (url: string) => ({
      title: 'The guide',
      description: `All about ${new URL(url).pathname}`,
      thumbnailUrl: 'javascript:alert(1)',
    }));
    const screen = await page({ services: { linkPreview: lookup } });
    await userEvent.hover(screen.getByText('A second paragraph to select.'));
    await expect.poll(overlayChunkLoaded).toBe(true);
    await pause(50);

    const link = screen.getByRole('link', { name: 'the guide' });
    const started = performance.now();
    await userEvent.hover(link);
    await pause(TOOLTIP_DELAY_MS / 2);
    expect(screen.container.querySelector('[role="tooltip"]')).toBeNull();
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
    const tooltip = screen.getByRole('tooltip');
    await expect.element(tooltip).toMatchTextContent('The guide');
    await expect.element(tooltip).toMatchTextContent('All about /guide/');
    expect(lookup).toHaveBeenCalledWith('https://example.com/guide/');
    // The host's address for the thumbnail is not http(s): no image.
    expect(tooltip.element().querySelector('img')).toBeNull();
    expect(link.element().getAttribute('aria-describedby')).toBe(tooltip.element().id);
    expect((await axe.run(screen.container)).violations).toEqual([]);

    await userEvent.keyboard('{Escape}');
    expect(screen.container.querySelector('[role="tooltip"]')).toBeNull();
    expect(link.element().hasAttribute('aria-describedby')).toBe(false);

    // Keyboard focus shows it too; leaving hides it.
    await userEvent.hover(screen.getByTestId('outside'));
    (link.element() as HTMLElement).focus();
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    (link.element() as HTMLElement).blur();
    await expect.poll(() => screen.container.querySelector('[role="tooltip"]')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(1);

    // An in-page link has nothing to preview.
    await userEvent.hover(screen.getByRole('link', { name: 'Jump' }));
    await pause(TOOLTIP_DELAY_MS + 100);
    expect(screen.container.querySelector('[role="tooltip"]')).toBeNull();
  });
});

describe('the text-selection toolbar', () => {
  test('appears over selected text with Copy and Tweet; arrow keys move between them; Escape hides it', async () => {
    const screen = await page();
    const second = screen.getByText('A second paragraph to select.');
    await userEvent.hover(second);
    await expect.poll(overlayChunkLoaded).toBe(true);
    expect(screen.container.querySelector('[role="toolbar"]')).toBeNull();

    await userEvent.tripleClick(second);
    const toolbar = screen.getByRole('toolbar', { name: 'Selected text' });
    await expect.element(toolbar).toBeVisible();
    const copy = screen.getByRole('button', { name: 'Copy' });
    const tweet = screen.getByRole('link', { name: 'Tweet' });
    const address = new URL(tweet.element().getAttribute('href')!);
    expect(address.origin + address.pathname).toBe('https://twitter.com/intent/tweet');
    expect(address.searchParams.get('text')).toBe('A second paragraph to select.');
    expect(address.searchParams.get('url')).toBe(location.href);
    expect(tweet.element().getAttribute('rel')).toBe('noopener noreferrer');

    // One tab stop; arrows, Home and End move within.
    expect(copy.element().tabIndex).toBe(0);
    expect(tweet.element().tabIndex).toBe(-1);
    (copy.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tweet.element());
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(copy.element());
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tweet.element());
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(copy.element());
    expect((await axe.run(screen.container)).violations).toEqual([]);

    // It follows the selection when the page scrolls.
    const before = toolbar.element().getBoundingClientRect().top;
    const spacer = document.createElement('div');
    spacer.style.height = '2000px';
    document.body.append(spacer);
    window.scrollBy(0, 40);
    await expect.poll(() => toolbar.element().getBoundingClientRect().top).toBe(before - 40);
    window.scrollTo(0, 0);
    spacer.remove();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith('A second paragraph to select.');
    writeText.mockRestore();

    await userEvent.keyboard('{Escape}');
    expect(screen.container.querySelector('[role="toolbar"]')).toBeNull();
  });

  test('a selection outside the viewer gets no toolbar', async () => {
    const screen = await page();
    const outside = screen.getByTestId('outside');
    await userEvent.hover(screen.getByText('A second paragraph to select.'));
    await expect.poll(overlayChunkLoaded).toBe(true);
    await pause(50);
    await userEvent.tripleClick(outside);
    await pause(100);
    expect(document.getSelection()?.toString()).toContain('Outside the viewer');
    expect(screen.container.querySelector('[role="toolbar"]')).toBeNull();
  });
});
