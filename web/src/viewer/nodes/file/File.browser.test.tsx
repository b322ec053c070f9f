// The file block, link previews and embeds as a visitor meets them in Chromium: what each shows,
// the keyboard (download link, card link, the error icon's tooltip after 300 ms, Escape) and
// axe-core.

import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';
import { TOOLTIP_DELAY_MS } from '../constants.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function page(nodes: object[]) {
  return render(
    <div style={{ width: 700 }}>
      <Viewer content={{ nodes: nodes as RicosNode[] }} logger={recordingLogger()} />
    </div>,
  );
}

const fileNode = (id: string, fileData: object) => ({ id, type: 'FILE', nodes: [], fileData });

describe('FILE', () => {
  test('name, type and size, and a download link the keyboard reaches', async () => {
    const screen = await page([
      fileNode('f', {
        name: 'receipt.pdf',
        type: 'pdf',
        size: 2_500_000,
        src: { url: 'https://files.example/receipt.pdf' },
      }),
    ]);
    await expect.element(screen.getByText('receipt.pdf')).toBeVisible();
    await expect.element(screen.getByText('PDF • 2.5MB')).toBeVisible();
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download.element().getAttribute('href')).toBe('https://files.example/receipt.pdf');
    expect(download.element().getAttribute('download')).toBe('receipt.pdf');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(download.element());
    expect((await axe.run(screen.container)).violations).toEqual([]);
  });

  test('a failed upload: its message, and the custom message in a tooltip after 300 ms', async () => {
    const screen = await page([
      fileNode('a', { name: 'big.mov', error: { code: 1 } }),
      fileNode('b', {
        name: 'quota.pdf',
        error: { code: 3, message: 'The site is out of storage' },
      }),
    ]);
    await expect.element(screen.getByText('The file is too large to upload')).toBeVisible();
    await expect.element(screen.getByText(/^The file could not be uploaded/)).toBeVisible();
    expect(screen.container.querySelector('a[download]')).toBeNull();

    const icon = screen.getByRole('button', { name: 'Error details' });
    // Described by the message at once, for assistive technology; shown after the delay.
    await expect.element(icon).toHaveAccessibleDescription('The site is out of storage');
    const tooltip = screen.container.querySelector('[role="tooltip"]') as HTMLElement;
    expect(tooltip.hidden).toBe(true);
    const started = performance.now();
    await userEvent.hover(icon);
    await pause(TOOLTIP_DELAY_MS / 2);
    expect(tooltip.hidden).toBe(true);
    await expect.poll(() => tooltip.hidden).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
    expect((await axe.run(screen.container)).violations).toEqual([]);
    await userEvent.unhover(icon);
    expect(tooltip.hidden).toBe(true);

    // The keyboard: focus shows it after the delay, Escape hides it.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(icon.element());
    await expect.poll(() => tooltip.hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(tooltip.hidden).toBe(true);
  });
});

describe('PDF view modes', () => {
  test('FULL and MINI preview a PDF of another origin; one on the page’s origin is not framed', async () => {
    const fixture = '/web/src/media/players/fixtures/stand-in-player.html';
    const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const elsewhere = `${location.protocol}//${otherHost}:${location.port}${fixture}`;
    const pdf = (id: string, url: string, viewMode: string) =>
      fileNode(id, { name: `${id}.pdf`, type: 'pdf', src: { url }, pdfSettings: { viewMode } });
    const screen = await page([
      pdf('full', elsewhere, 'FULL'),
      pdf('mini', elsewhere, 'MINI'),
      pdf('same', `${location.origin}${fixture}`, 'FULL'),
    ]);
    const full = screen.getByTitle('full.pdf');
    await expect.element(full).toBeInTheDocument();
    const frame = full.element() as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(elsewhere);
    // Chromium shows no PDF in a sandboxed frame; another origin keeps the page out of reach.
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(frame.getBoundingClientRect().height).toBe(800);
    expect(screen.getByTitle('mini.pdf').element().getBoundingClientRect().height).toBe(300);
    expect(screen.container.querySelectorAll('iframe')).toHaveLength(2);
    // Each still has its file block and download link.
    expect(screen.getByRole('link', { name: 'Download PDF' }).elements()).toHaveLength(3);
  });
});

describe('LINK_PREVIEW and EMBED', () => {
  test('a link card is one link with the title, description and domain; the keyboard reaches it', async () => {
    const screen = await page([
      {
        id: 'l',
        type: 'LINK_PREVIEW',
        nodes: [],
        linkPreviewData: {
          link: { url: 'www.example.com/post', target: 'BLANK' },
          title: 'A post',
          description: 'What the post says',
          thumbnailUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      },
    ]);
    const card = screen.getByRole('link', { name: /A post/ });
    await expect.element(card).toMatchTextContent('What the post says');
    await expect.element(card).toMatchTextContent('example.com');
    expect(card.element().getAttribute('href')).toBe('https://www.example.com/post');
    expect(card.element().getAttribute('target')).toBe('_blank');
    expect(card.element().querySelector('img')).toBeNull();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(card.element());
    expect((await axe.run(screen.container)).violations).toEqual([]);
  });

  test('embeds: rich markup in a named frame, a photo with its title as alt text, a link card', async () => {
    const screen = await page([
      {
        id: 'r',
        type: 'EMBED',
        nodes: [],
        embedData: { oembed: { type: 'rich', title: 'A tweet', html: '<p>Tweet text</p>' } },
      },
      {
        id: 'p',
        type: 'EMBED',
        nodes: [],
        embedData: {
          oembed: {
            type: 'photo',
            title: 'A sunset',
            url: `${location.origin}/web/src/media/players/fixtures/poster.svg`,
          },
        },
      },
      {
        id: 'k',
        type: 'EMBED',
        nodes: [],
        embedData: { src: 'https://example.com/a', oembed: { type: 'link', title: 'A page' } },
      },
    ]);
    const frame = screen.getByTitle('A tweet');
    await expect.element(frame).toBeInTheDocument();
    expect(frame.element().tagName).toBe('IFRAME');
    expect((frame.element() as HTMLIFrameElement).sandbox.contains('allow-same-origin')).toBe(
      false,
    );
    await expect.element(screen.getByRole('img', { name: 'A sunset' })).toBeVisible();
    expect(
      screen
        .getByRole('link', { name: /A page/ })
        .element()
        .getAttribute('href'),
    ).toBe('https://example.com/a');
    expect((await axe.run(screen.container)).violations).toEqual([]);
  });
});
