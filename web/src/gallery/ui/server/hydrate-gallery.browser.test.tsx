// Hydrating a server-rendered gallery: React finds the server's markup as it would draw it (no
// mismatch, no recoverable error, nothing logged), keeps the server's stylesheet, and the
// interactive gallery then takes the static items' place.

import { afterEach, expect, test, vi } from 'vitest';
import { hydrateGallery } from './hydrate-gallery.ts';
import { renderGalleryToString } from './render-gallery.ts';

const PICTURE = new URL('/web/src/gallery/ui/items/fixtures/sample.svg', location.origin).href;
const items = Array.from({ length: 8 }, (_, i) => ({
  id: `p-${i}`,
  url: `${PICTURE}?n=${i}`,
  width: 800 + i * 90,
  height: 900,
  alt: `picture ${i}`,
}));
const props = { items, options: { layoutParams_structure_galleryLayout: 2 }, id: 'hydrated' };

afterEach(() => document.body.replaceChildren());

test('hydrates without a mismatch, keeps the stylesheet, then the gallery takes over', async () => {
  const host = document.createElement('div');
  host.style.width = '700px';
  host.innerHTML = renderGalleryToString(props);
  document.body.append(host);
  const stylesheet = host.querySelector('style')!.textContent;
  expect(stylesheet).toContain('@container (min-width:');
  const logged = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const root = hydrateGallery(host, props, { onRecoverableError: (e) => recoverable.push(e) });
  await expect
    .poll(() => host.querySelector('[data-tessera-static-gallery]'), { timeout: 15_000 })
    .toBeNull();
  expect(host.querySelectorAll('[data-tessera-gallery] [data-idx]')).toHaveLength(items.length);
  expect(recoverable).toEqual([]);
  expect(logged.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i);
  expect(host.querySelector('style')!.textContent).toBe(stylesheet);
  logged.mockRestore();
  root.unmount();
});
