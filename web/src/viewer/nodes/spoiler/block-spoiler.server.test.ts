// Block spoilers in server HTML for every media kind that wraps its drawing in one: each kind's
// chunk loads with the spoiler's cover, so the server draws the cover at once (spec/000 §4) —
// each kind on its own, in fresh modules.

import { expect, test, vi } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';

const spoiler = { enabled: true, description: 'Careful' };

const NODES: Record<string, [RicosNode, string]> = {
  IMAGE: [
    {
      id: 'i',
      type: 'IMAGE',
      nodes: [],
      imageData: {
        image: { src: { id: 'p.jpg' }, width: 400, height: 300 },
        containerData: { spoiler },
      },
    },
    'Reveal Image',
  ],
  VIDEO: [
    {
      id: 'v',
      type: 'VIDEO',
      nodes: [],
      videoData: {
        video: { src: { url: 'https://cdn.example/clip.mp4' } },
        containerData: { spoiler },
      },
    },
    'Reveal Video',
  ],
  GIF: [
    {
      id: 'g',
      type: 'GIF',
      nodes: [],
      gifData: {
        original: { gif: 'https://cdn.example/a.gif', mp4: 'https://cdn.example/a.mp4' },
        width: 300,
        height: 200,
        containerData: { spoiler },
      },
    },
    'Click to reveal',
  ],
  GALLERY: [
    {
      id: 'gl',
      type: 'GALLERY',
      nodes: [],
      galleryData: {
        items: [{ image: { media: { src: { id: 'p.jpg' }, width: 400, height: 300 } } }],
        containerData: { spoiler },
      },
    },
    'Reveal Gallery',
  ],
  HTML: [
    {
      id: 'h',
      type: 'HTML',
      nodes: [],
      htmlData: { html: '<p>Hi</p>', containerData: { spoiler } },
    },
    'Click to reveal',
  ],
};

test.each(Object.keys(NODES))('%s under a spoiler: covered in the server HTML', async (kind) => {
  const [node, button] = NODES[kind]!;
  // Fresh modules: no other kind has loaded the cover before this one.
  vi.resetModules();
  const { renderViewerToHtml } = await import('../../server.ts');
  const html = await renderViewerToHtml({ content: { nodes: [node] }, logger: recordingLogger() });
  expect(html).toContain('data-spoiler="hidden"');
  expect(html).toContain('>Careful</p>');
  expect(html).toMatch(new RegExp(`<button type="button"[^>]*>.*${button}</button>`));
});
