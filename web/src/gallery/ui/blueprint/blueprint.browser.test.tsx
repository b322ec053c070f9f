// The gallery drawn from the worker's blueprint (spec/002 §4, §7; DESIGN.md "Data flow"): the
// first pictures have their final address on their first draw — the blueprint brought it, no
// second round trip to the engine —, more items are appended (GALLERY_CHANGE says so) and bring
// their pictures' addresses too, and the options the gallery acts on are the blueprint's.

import { afterEach, expect, test, vi } from 'vitest';
import { createEngineClient, type EngineClient } from '../../worker/index.ts';
import { GRID, mountGallery, type Recorded } from '../testing.tsx';
import { TEST_SHAPES } from '../test-shapes.ts';

/** Items whose urls are media ids: the engine makes their addresses. */
const ITEMS = Array.from({ length: 80 }, (_, i) => {
  const [width, height] = TEST_SHAPES[i % TEST_SHAPES.length];
  return { itemId: `id-${i}`, mediaUrl: `8bb438_pic${i}~mv2.jpg`, metaData: { width, height } };
});

const clients: EngineClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.restoreAllMocks();
});

/** The page's engine, counting the blueprints and the batches of image addresses asked of it. */
async function countingClient() {
  const worker = await createEngineClient();
  clients.push(worker);
  const asked = { blueprints: 0, imageUrls: 0 };
  const client: EngineClient = {
    ...worker,
    blueprint(request) {
      asked.blueprints++;
      return worker.blueprint(request);
    },
    imageUrls(requests, host) {
      asked.imageUrls++;
      return worker.imageUrls(requests, host);
    },
  };
  return { client, asked };
}

/** Each item's picture address the first time the item is in the DOM, by item id. */
function watchFirstDraws(): Map<string, string | null> {
  const first = new Map<string, string | null>();
  const observer = new MutationObserver(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-item-id]')) {
      const id = element.dataset.itemId!;
      if (!first.has(id)) first.set(id, element.querySelector('img')?.getAttribute('src') ?? null);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  cleanups.push(() => observer.disconnect());
  return first;
}

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const changes = (events: Recorded[]) =>
  events.filter(([name]) => name === 'GALLERY_CHANGE').map(([, data]) => data);

function sources(gallery: HTMLElement): Map<string, string | null> {
  const drawn = gallery.querySelectorAll<HTMLElement>('[data-item-id]');
  return new Map(
    [...drawn].map((e) => [e.dataset.itemId!, e.querySelector('img')?.getAttribute('src') ?? null]),
  );
}

test('the first pictures have their final address on their first draw, with no second round trip', async () => {
  const { client, asked } = await countingClient();
  const firstDraws = watchFirstDraws();
  const { gallery } = await mountGallery(900, { items: ITEMS.slice(0, 40), options: GRID, client });
  await settle();
  const drawn = sources(gallery);
  expect(drawn.size).toBeGreaterThan(10);
  for (const [id, src] of drawn) {
    expect(src).toMatch(
      /^https:\/\/static\.wixstatic\.com\/media\/8bb438_pic\d+~mv2\.jpg\/v1\/fill\//,
    );
    expect(firstDraws.get(id)).toBe(src);
  }
  expect(asked).toEqual({ blueprints: 1, imageUrls: 0 });
});

test('more items are appended, and their pictures come with their blueprint too', async () => {
  const { client, asked } = await countingClient();
  const firstDraws = watchFirstDraws();
  const { gallery, events, rerender } = await mountGallery(900, {
    items: ITEMS.slice(0, 12),
    options: GRID,
    client,
  });
  await rerender({ items: ITEMS.slice(0, 30), options: { ...GRID }, client });
  await expect.poll(() => sources(gallery).has('id-29')).toBe(true);
  await settle();
  expect(changes(events)).toEqual([
    expect.objectContaining({ change: 'REBUILT', itemsCount: 12 }),
    expect.objectContaining({ change: 'APPENDED', itemsCount: 30 }),
  ]);
  for (const [id, src] of sources(gallery)) {
    expect(src).not.toBeNull();
    expect(firstDraws.get(id)).toBe(src);
  }
  expect(asked).toEqual({ blueprints: 2, imageUrls: 0 });
});

test("the gallery acts on the blueprint's options; options holding functions are fine", async () => {
  const error = vi.spyOn(console, 'error');
  const options = {
    ...GRID,
    behaviourParams: { item: { clickAction: 'ACTION' } },
    customRenderer: () => 'not an option',
    layoutParams_structure_itemSpacing: 'wide',
  };
  const { gallery, layouts } = await mountGallery(900, { items: ITEMS.slice(0, 6), options });
  expect(gallery.querySelectorAll('[data-item-id][role="button"]')).toHaveLength(6);
  // The spacing that is no number fell back to its default, 10 (spec/001 §9).
  const { rects } = layouts.at(-1)!;
  expect(rects[4] - (rects[0] + rects[2])).toBe(10);
  expect(error).not.toHaveBeenCalled();
});
