import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosDocument } from '../../content/node.ts';
import captionDocument from '../testing/documents/caption.json' with { type: 'json' };
import { BlockTree } from './testing/BlockTree.tsx';

const DOCUMENT = captionDocument as RicosDocument;

describe('CAPTION', () => {
  test("under a media node it is the figure's caption", async () => {
    const screen = await render(<BlockTree nodes={DOCUMENT.nodes} />);
    const caption = screen.container.querySelector('#viewer-image-caption')!;
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(caption.parentElement!.tagName).toBe('FIGURE');
    expect(caption.textContent).toBe('The lighthouse at Cape Point, photographed at dusk.');
    expect(getComputedStyle(caption).textAlign).toBe('center');
  });

  test('keeps the alignment and line height of its text style', async () => {
    const screen = await render(<BlockTree nodes={DOCUMENT.nodes} />);
    const caption = getComputedStyle(screen.container.querySelector('#viewer-left-caption')!);
    expect(caption.textAlign).toBe('left');
    expect(caption.lineHeight).toBe(`${2 * Number.parseFloat(caption.fontSize)}px`);
  });

  test('text with decorations and a caption outside media both render', async () => {
    const screen = await render(<BlockTree nodes={DOCUMENT.nodes} />);
    expect(screen.container.querySelector('#viewer-decorated-caption')!.textContent).toBe(
      'Trail map: bold part and a link',
    );
    const standalone = screen.container.querySelector('#viewer-standalone-caption')!;
    expect(standalone.tagName).toBe('P');
    expect(getComputedStyle(standalone).textAlign).toBe('right');
  });
});
