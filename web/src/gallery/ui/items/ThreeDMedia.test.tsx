// On the server a 3D item is its poster: no viewer, no model, nothing that needs a window.

import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { readGalleryItem } from '../../model/index.ts';
import { processOptions } from '../../model/options/index.ts';
import { ThreeDMedia } from './ThreeDMedia.tsx';

function serverHtml(dto: object): string {
  const item = readGalleryItem(dto, 0).item;
  return renderToString(
    <ThreeDMedia
      item={item}
      idx={0}
      width={300}
      height={200}
      options={processOptions({})}
      emit={() => {}}
    />,
  );
}

test('the server renders the poster in the item box, and no viewer', () => {
  const html = serverHtml({
    itemId: 'chair',
    url: 'https://example.com/chair.glb',
    metadata: { type: '3d', poster: { url: 'https://example.com/chair.jpg' } },
  });
  expect(html).toContain('src="https://example.com/chair.jpg"');
  expect(html).toContain('width:300px;height:200px');
  expect(html).not.toContain('model-viewer');
  expect(html).not.toContain('chair.glb');
});

test('a 3D item without a poster renders an empty box on the server', () => {
  const html = serverHtml({ url: 'https://example.com/chair.glb', metadata: { type: '3d' } });
  expect(html).not.toContain('<img');
});
