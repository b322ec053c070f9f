// The GALLERY node in Chromium: the gallery draws a corpus document's items (pictures served from
// this test server through the host's address function: no network), a click or Enter on an item
// opens the full-screen viewer at that item unless disableExpand, axe-core finds nothing, and the
// server's positioned items hydrate without a mismatch before the interactive gallery takes over.

import axe from 'axe-core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { tsImageUrlEngine } from '../../../../../bindings/ts/image-url/engine.ts';
import type { RicosNode } from '../../../content/node.ts';
import type { CreateMediaUrl } from '../../../gallery/ui/items/create-media-url.ts';
import { DEFAULT_VIEWER_CONTEXT, ViewerContext } from '../../context.ts';
import { type Expand, ExpandContext } from '../../fullscreen/expand-context.ts';
import { CORPUS_ENTRIES } from '../../testing/corpus-documents.ts';
import { galleryContainer } from './gallery-container.ts';
import { readGalleryContent } from './gallery-data.ts';
import { GalleryRenderer } from './index.tsx';
import { staticView } from './static-view.ts';

const PICTURE = new URL('/web/src/gallery/ui/items/fixtures/sample.svg', location.origin).href;
/** Every picture is the local fixture; the fragment names the item and the size asked for. */
const localPictures: CreateMediaUrl = (_item, url, _fit, width, height) =>
  `${PICTURE}#${encodeURIComponent(url)}@${width}x${height}`;

async function corpusGallery(name: string): Promise<RicosNode> {
  const content = await CORPUS_ENTRIES.find((entry) => entry.name === name)!.load();
  return content.nodes.find((node) => node.type === 'GALLERY')!;
}

function Page({ node, expand, width }: { node: RicosNode; expand?: Expand; width?: number }) {
  return (
    <ViewerContext
      value={{
        ...DEFAULT_VIEWER_CONTEXT,
        imageEngine: tsImageUrlEngine,
        services: { galleryMediaUrl: localPictures },
      }}
    >
      <ExpandContext value={expand}>
        <main style={{ width }}>
          <GalleryRenderer
            node={node}
            anchorId={`viewer-${node.id}`}
            parentType={undefined}
            index={0}
          >
            {null}
          </GalleryRenderer>
        </main>
      </ExpandContext>
    </ViewerContext>
  );
}

/** The interactive gallery's items, once it has laid them out. */
async function galleryItems(root: HTMLElement, count: number): Promise<HTMLElement[]> {
  await expect
    .poll(() => root.querySelectorAll('[data-tessera-gallery] [data-idx]').length, {
      timeout: 15_000,
    })
    .toBe(count);
  return [...root.querySelectorAll<HTMLElement>('[data-tessera-gallery] [data-idx]')];
}

/**
 * The static items leave a task after the interactive gallery has drawn its own (a horizontal
 * gallery's strip waits for its view's chunk, then for the task React draws it in).
 */
async function staticItemsGone(root: HTMLElement): Promise<void> {
  await expect.poll(() => root.querySelector('[data-tessera-static-gallery]')).toBeNull();
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('a corpus gallery', () => {
  test('draws its items with their pictures, titles and alt texts', async () => {
    const node = await corpusGallery('e2e__gallery-with-title-and-link');
    const screen = await render(<Page node={node} expand={vi.fn()} width={980} />);
    const items = await galleryItems(screen.container, 3);
    // The positioned server markup is gone once the gallery has its layout.
    await staticItemsGone(screen.container);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'this is title',
      'title it is',
      'untitled image',
    ]);
    // Each picture is the host's address for that item, and has loaded.
    await expect
      .poll(() =>
        [...screen.container.querySelectorAll<HTMLImageElement>('[data-tessera-gallery] img')].map(
          (img) => img.complete && img.naturalWidth > 0 && img.src.startsWith(PICTURE),
        ),
      )
      .toEqual([true, true, true]);
    const srcs = [...screen.container.querySelectorAll('img')].map((img) => img.src);
    expect(srcs[0]).toContain(
      encodeURIComponent('a27d24_346eb94e9ceb4512b6fe8fdd629ee442~mv2.jpg'),
    );
    // Three squares in a row, as the grid lays them out 980 wide (300 wide, 20 apart).
    const boxes = items.map((item) => item.getBoundingClientRect());
    expect(boxes.map((box) => Math.round(box.top))).toEqual(
      Array(3).fill(Math.round(boxes[0].top)),
    );
    expect(boxes[0].width).toBeCloseTo(boxes[0].height, 0);
  });

  test('a video item shows its thumbnail, as the gallery’s video view', async () => {
    const node = await corpusGallery('e2e__migration-content');
    const items = (node.galleryData as { items: Array<{ video?: unknown }> }).items;
    const videoAt = items.findIndex((item) => item.video !== undefined);
    const screen = await render(<Page node={node} expand={vi.fn()} />);
    const drawn = await galleryItems(screen.container, items.length);
    const video = drawn[videoAt];
    expect(video.getAttribute('role')).toBe('group');
    expect(video.getAttribute('aria-label')).toBe('untitled video');
    const poster = () => video.querySelector<HTMLImageElement>('img');
    await expect.poll(() => poster()?.complete === true && poster()!.naturalWidth > 0).toBe(true);
    expect(poster()!.src).toContain(
      encodeURIComponent('8bb438_cabd67053eae45e7ab273832504717ff.jpg'),
    );
  });

  test('the static items a measured node shows sit where the interactive gallery puts them, with its pictures', async () => {
    const content = await CORPUS_ENTRIES.find((e) => e.name === 'e2e__gallery-layouts')!.load();
    for (const node of content.nodes.filter((n) => n.type === 'GALLERY')) {
      const screen = await render(<Page node={node} expand={vi.fn()} width={700} />);
      const gallery = readGalleryContent(node, { isMobile: false, links: {}, canExpand: true });
      const drawn = await galleryItems(screen.container, gallery.items.length);
      const sizes = gallery.items.map((item) => item.metaData);
      const container = galleryContainer(gallery.content.layout.type, sizes, false, 700);
      const view = staticView(gallery, container, 'desktop', {
        engine: tsImageUrlEngine,
        createMediaUrl: localPictures,
        pixelRatio: Math.min(2, devicePixelRatio),
      });
      const frame = screen.container.querySelector('[data-tessera-gallery]')!;
      const origin = frame.getBoundingClientRect();
      drawn.forEach((element, i) => {
        const box = element.getBoundingClientRect();
        const at = `${gallery.content.layout.type} item ${i}`;
        expect(box.left - origin.left, at).toBeCloseTo(view.items[i].left, 0);
        expect(box.top - origin.top, at).toBeCloseTo(view.items[i].top, 0);
        expect(box.width, at).toBeCloseTo(view.items[i].width, 0);
        expect(box.height, at).toBeCloseTo(view.items[i].height, 0);
        // The same picture: the browser loads it once.
        expect(element.querySelector('img')?.src, at).toBe(view.items[i].src);
      });
      await screen.unmount();
    }
  });

  test('a click on an item opens the full-screen viewer at that item', async () => {
    const node = await corpusGallery('e2e__gallery-with-title-and-link');
    const expand = vi.fn<Expand>();
    const screen = await render(<Page node={node} expand={expand} />);
    const items = await galleryItems(screen.container, 3);
    expect(items[0].getAttribute('role')).toBe('button');
    await userEvent.click(items[2]);
    await expect.poll(() => expand.mock.calls.length).toBe(1);
    const [request] = expand.mock.calls[0];
    expect(request.index).toBe(2);
    expect(request.opener).toBe(items[2]);
    expect(request.items.map((item) => [item.kind, item.id, item.title])).toEqual([
      ['image', 'a27d24_346eb94e9ceb4512b6fe8fdd629ee442~mv2.jpg', 'this is title'],
      ['image', 'a27d24_9fc76dfecb75438e939c43077c8ab6ba~mv2.jpg', 'title it is'],
      ['image', 'a27d24_2d3bb3c3a75e48c3bac3f82dbc02d4c1~mv2.jpg', undefined],
    ]);
  });

  test('Enter on the focused item opens it too', async () => {
    const node = await corpusGallery('e2e__gallery-simple');
    const expand = vi.fn<Expand>();
    const screen = await render(<Page node={node} expand={expand} />);
    const items = await galleryItems(screen.container, 3);
    items[0].focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => expand.mock.calls.map(([request]) => request.index)).toEqual([0]);
  });

  test('with disableExpand a click opens nothing, and an item with a link is that link', async () => {
    const node = await corpusGallery('e2e__gallery-with-title-and-link');
    const disabled = {
      ...node,
      galleryData: { ...(node.galleryData as object), disableExpand: true },
    };
    const expand = vi.fn<Expand>();
    const screen = await render(<Page node={disabled} expand={expand} />);
    const items = await galleryItems(screen.container, 3);
    expect(items[0].tagName).toBe('A');
    expect(items[0].getAttribute('href')).toBe('https://www.wix.com');
    expect(items[0].getAttribute('target')).toBe('_top');
    await userEvent.click(items[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(expand).not.toHaveBeenCalled();
  });

  test('axe-core finds no violations, before and after the gallery takes over', async () => {
    const node = await corpusGallery('e2e__gallery-with-title-and-link');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page node={node} expand={vi.fn()} />);
    const before = await axe.run(container);
    expect(before.violations.map((v) => v.id)).toEqual([]);
    container.remove();
    const screen = await render(<Page node={node} expand={vi.fn()} />);
    await galleryItems(screen.container, 3);
    const after = await axe.run(screen.container);
    expect(
      after.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
});

test('server markup hydrates without a mismatch, then the interactive gallery replaces it', async () => {
  const node = await corpusGallery('e2e__gallery-layouts');
  await GalleryRenderer.preload();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page node={node} expand={vi.fn()} />);
  const serverItems = container.querySelectorAll('[data-tessera-static-gallery] [data-idx]');
  expect(serverItems.length).toBe((node.galleryData as { items: unknown[] }).items.length);
  const recoverable: unknown[] = [];
  const logged = vi.spyOn(console, 'error');
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page node={node} expand={vi.fn()} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(recoverable).toEqual([]);
  // React logs an attribute it found different while hydrating; none is.
  expect(logged.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i);
  logged.mockRestore();
  await galleryItems(container, serverItems.length);
  await staticItemsGone(container);
  act(() => root!.unmount());
});
