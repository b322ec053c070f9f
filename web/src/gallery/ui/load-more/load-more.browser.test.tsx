// Load more in Chromium (spec/002 §4 "Load More", §9): the 'Load More' button shows only when the
// structure is taller than the container, ALL and PARTIAL, NEED_MORE_ITEMS near the end at most
// once per 2000 ms, and the items a host adds are appended with the earlier ones left in place.

import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { RECT_STRIDE, type LayoutResult } from '../../../../../bindings/engine.ts';
import { type EventsListener, GALLERY_EVENTS } from '../../model/events.ts';
import type { GalleryItem } from '../../model/index.ts';
import { Gallery } from '../Gallery.tsx';
import {
  drawnIndices,
  focusedIndex,
  GRID,
  itemElement,
  makeItems,
  mountGallery,
  type Recorded,
  tabIntoGallery,
} from '../testing.tsx';

const BUTTON = (amount: 'ALL' | 'PARTIAL', text?: string) => ({
  ...GRID,
  behaviourParams_gallery_vertical_loadMore_enable: true,
  behaviourParams_gallery_vertical_loadMore_amount: amount,
  ...(text === undefined ? {} : { behaviourParams_gallery_vertical_loadMore_text: text }),
});

/** The button's area below the gallery (spec/002 §9 "show-more height adjustment"). */
const BUTTON_AREA = 138;

const loadMoreButton = () =>
  document.querySelector<HTMLButtonElement>('[data-tessera-load-more] button');
const named = (events: Recorded[], name: string) => events.filter(([n]) => n === name);
const top = (layout: LayoutResult, idx: number) => layout.rects[idx * RECT_STRIDE + 1];
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => window.scrollTo(0, 0));

test("the 'Load More' button shows below a gallery cut at the container, after its items", async () => {
  const cut = window.innerHeight - BUTTON_AREA;
  const { host, gallery, layouts, events } = await mountGallery(900, {
    items: makeItems(80),
    options: BUTTON('ALL'),
  });
  const layout = layouts.at(-1)!;
  expect(layout.height).toBeGreaterThan(window.innerHeight);
  await expect.element(page.getByRole('button', { name: 'Load More' })).toBeVisible();
  const button = loadMoreButton()!;
  expect(button.tagName).toBe('BUTTON');
  // After the items, and the gallery with its button as tall as the container.
  expect(gallery.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(gallery.getBoundingClientRect().height).toBe(cut);
  expect(button.parentElement!.getBoundingClientRect().top).toBe(
    gallery.getBoundingClientRect().bottom,
  );
  expect(host.getBoundingClientRect().height).toBe(window.innerHeight);
  // Only the items that start above the cut are drawn, and none spills over the button.
  const drawn = drawnIndices(gallery);
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn.filter((idx) => top(layout, idx) >= cut)).toEqual([]);
  expect(getComputedStyle(gallery).overflow).toBe('clip');
  // The visitor asks for more with the button: no NEED_MORE_ITEMS before it.
  await frame();
  expect(named(events, GALLERY_EVENTS.NEED_MORE_ITEMS)).toEqual([]);
});

test('no button when the structure fits the container; the text and font come from the options', async () => {
  const few = await mountGallery(900, { items: makeItems(3), options: BUTTON('ALL') });
  expect(few.layouts.at(-1)!.height).toBeLessThan(window.innerHeight);
  expect(few.gallery.getBoundingClientRect().height).toBe(few.layouts.at(-1)!.height);
  expect(loadMoreButton()).toBeNull();
  await few.unmount();

  await mountGallery(900, {
    items: makeItems(80),
    options: {
      ...BUTTON('ALL', 'More pictures'),
      behaviourParams_gallery_vertical_loadMore_font: 'font:italic 22px serif underline;',
    },
  });
  await expect.element(page.getByRole('button', { name: 'More pictures' })).toBeVisible();
  const style = getComputedStyle(loadMoreButton()!);
  expect([style.fontStyle, style.fontSize, style.textDecorationLine]).toEqual([
    'italic',
    '22px',
    'underline',
  ]);
});

test('ALL: Tab reaches the button after the items, Enter shows the whole gallery and focus goes on where the new items begin', async () => {
  const cut = window.innerHeight - BUTTON_AREA;
  const { host, gallery, layouts, events } = await mountGallery(900, {
    items: makeItems(80),
    options: BUTTON('ALL'),
    totalItemsCount: 80,
  });
  const layout = layouts.at(-1)!;
  await tabIntoGallery(host);
  await userEvent.tab();
  expect(document.activeElement).toBe(loadMoreButton());
  await userEvent.keyboard('{Enter}');

  expect(named(events, GALLERY_EVENTS.LOAD_MORE_CLICKED)).toEqual([
    [GALLERY_EVENTS.LOAD_MORE_CLICKED, { itemsCount: 80 }],
  ]);
  await expect.poll(() => gallery.getBoundingClientRect().height).toBe(layout.height);
  expect(loadMoreButton()).toBeNull();
  expect(getComputedStyle(gallery).overflow).toBe('visible');
  const firstRevealed = [...Array(80).keys()].find((idx) => top(layout, idx) >= cut)!;
  await expect.poll(focusedIndex).toBe(firstRevealed);
});

test('PARTIAL: each click (or Space) reveals one more initial height, until the rest fits', async () => {
  const cut = window.innerHeight - BUTTON_AREA;
  const { gallery, layouts, events } = await mountGallery(900, {
    items: makeItems(50),
    options: BUTTON('PARTIAL'),
    totalItemsCount: 50,
  });
  const layout = layouts.at(-1)!;
  expect(layout.height).toBeGreaterThan(2 * cut + BUTTON_AREA);
  let clicks = 0;
  while (loadMoreButton() !== null) {
    if (clicks % 2 === 0) await userEvent.click(loadMoreButton()!);
    else {
      loadMoreButton()!.focus();
      await userEvent.keyboard(' ');
    }
    clicks++;
    const limit = cut * (clicks + 1);
    if (layout.height > limit + BUTTON_AREA) {
      await expect.poll(() => gallery.getBoundingClientRect().height).toBe(limit);
      expect(loadMoreButton()).not.toBeNull();
      expect(drawnIndices(gallery).filter((idx) => top(layout, idx) >= limit)).toEqual([]);
    } else {
      await expect.poll(() => gallery.getBoundingClientRect().height).toBe(layout.height);
      expect(loadMoreButton()).toBeNull();
    }
  }
  expect(clicks).toBeGreaterThanOrEqual(2);
  expect(named(events, GALLERY_EVENTS.LOAD_MORE_CLICKED)).toEqual(
    Array(clicks).fill([GALLERY_EVENTS.LOAD_MORE_CLICKED, { itemsCount: 50 }]),
  );
});

interface Feed {
  events: Array<[name: string, data: unknown, at: number]>;
  layouts: LayoutResult[];
}

/** A host that appends `batch` items each time the gallery raises `on`, up to `total`. */
function FeedHost(props: {
  first: number;
  batch: number;
  total: number;
  on: string;
  options: unknown;
  feed: Feed;
}) {
  const [items, setItems] = useState<GalleryItem[]>(() => makeItems(props.first));
  const listener: EventsListener = (name, data) => {
    props.feed.events.push([name, data, performance.now()]);
    if (name === props.on)
      setItems((shown) => makeItems(Math.min(shown.length + props.batch, props.total)));
  };
  return (
    <div data-testid="host" style={{ width: 900 }}>
      <Gallery
        items={items}
        options={props.options}
        totalItemsCount={props.total}
        eventsListener={listener}
        onLayout={(layout) => props.feed.layouts.push(layout)}
      />
    </div>
  );
}

interface Placed {
  node: HTMLElement;
  rect: [number, number, number, number];
}

/** Each drawn item's element and rectangle on the page (the page may scroll either way). */
function placements(gallery: HTMLElement): Map<number, Placed> {
  return new Map(
    drawnIndices(gallery).map((idx) => {
      const node = itemElement(gallery, idx)!;
      const { left, top, width, height } = node.getBoundingClientRect();
      return [idx, { node, rect: [left + window.scrollX, top + window.scrollY, width, height] }];
    }),
  );
}

function expectKeptInPlace(before: Map<number, Placed>, gallery: HTMLElement) {
  for (const [idx, { node, rect }] of before) {
    const now = itemElement(gallery, idx);
    expect(now, `item ${idx}`).toBe(node);
    const { left, top, width, height } = now!.getBoundingClientRect();
    expect([left + window.scrollX, top + window.scrollY, width, height], `item ${idx}`).toEqual(
      rect,
    );
  }
}

test('infinite scroll: NEED_MORE_ITEMS near the end, at most once per 2000 ms; the items the host adds are appended, the earlier ones left in place', async () => {
  const feed: Feed = { events: [], layouts: [] };
  const screen = await render(
    <FeedHost first={5} batch={25} total={55} on="NEED_MORE_ITEMS" options={GRID} feed={feed} />,
  );
  const gallery = screen.container.querySelector<HTMLElement>('[data-tessera-gallery]')!;
  const needs = () => feed.events.filter(([name]) => name === GALLERY_EVENTS.NEED_MORE_ITEMS);
  // Five items end above the viewport's bottom: the gallery asks, with how many it holds.
  await expect.poll(() => needs().length, { timeout: 20_000 }).toBe(1);
  expect(needs()[0].slice(0, 2)).toEqual([GALLERY_EVENTS.NEED_MORE_ITEMS, { itemsCount: 5 }]);
  expect(feed.events.findIndex(([name]) => name === 'APP_LOADED')).toBeLessThan(
    feed.events.indexOf(needs()[0]),
  );
  await expect.poll(() => feed.layouts.at(-1)?.rects.length).toBe(30 * RECT_STRIDE);
  await expect.poll(() => drawnIndices(gallery).length).toBe(30);
  const before = placements(gallery);
  const appended = feed.events.filter(([name]) => name === GALLERY_EVENTS.GALLERY_CHANGE).at(-1)!;
  expect(appended[1]).toMatchObject({ change: 'APPENDED', itemsCount: 30 });

  // Scrolling to the end within 2000 ms of the first request: the next waits for the throttle.
  expect(feed.layouts.at(-1)!.height).toBeGreaterThan(window.innerHeight);
  window.scrollTo(0, document.documentElement.scrollHeight);
  window.dispatchEvent(new Event('scroll'));
  await expect.poll(() => needs().length, { timeout: 5_000 }).toBe(2);
  expect(needs()[1][1]).toEqual({ itemsCount: 30 });
  expect(needs()[1][2] - needs()[0][2]).toBeGreaterThanOrEqual(1990);
  await expect.poll(() => drawnIndices(gallery).length).toBe(55);
  expectKeptInPlace(before, gallery);
  // The host has given all it has: no more requests, however far the visitor scrolls.
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frame();
  await frame();
  expect(needs()).toHaveLength(2);
});

test('a host that adds items on LOAD_MORE_CLICKED: they are appended, the earlier ones left in place', async () => {
  const feed: Feed = { events: [], layouts: [] };
  const screen = await render(
    <FeedHost
      first={40}
      batch={40}
      total={80}
      on="LOAD_MORE_CLICKED"
      options={BUTTON('ALL')}
      feed={feed}
    />,
  );
  await expect.poll(() => loadMoreButton(), { timeout: 20_000 }).not.toBeNull();
  const gallery = screen.container.querySelector<HTMLElement>('[data-tessera-gallery]')!;
  const before = placements(gallery);
  expect(before.size).toBeGreaterThan(0);
  await userEvent.click(loadMoreButton()!);
  await expect.poll(() => feed.layouts.at(-1)?.rects.length).toBe(80 * RECT_STRIDE);
  await expect.poll(() => gallery.getBoundingClientRect().height).toBe(feed.layouts.at(-1)!.height);
  expectKeptInPlace(before, gallery);
  const names = feed.events.map(([name]) => name);
  expect(names.filter((name) => name === GALLERY_EVENTS.LOAD_MORE_CLICKED)).toHaveLength(1);
  expect(feed.events.find(([name]) => name === GALLERY_EVENTS.LOAD_MORE_CLICKED)![1]).toEqual({
    itemsCount: 40,
  });
  expect(
    feed.events.filter(([name]) => name === GALLERY_EVENTS.GALLERY_CHANGE).at(-1)![1],
  ).toMatchObject({
    change: 'APPENDED',
    itemsCount: 80,
  });
});

test('axe-core finds no violations with the button shown', async () => {
  const { host } = await mountGallery(900, { items: makeItems(80), options: BUTTON('PARTIAL') });
  await expect.element(page.getByRole('button', { name: 'Load More' })).toBeVisible();
  const result = await axe.run(host);
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('arrow keys stay on the items shown above the cut', async () => {
  const cut = window.innerHeight - BUTTON_AREA;
  const { host, layouts } = await mountGallery(900, {
    items: makeItems(80),
    options: BUTTON('ALL'),
  });
  await tabIntoGallery(host);
  for (let i = 0; i < 12; i++) await userEvent.keyboard('{ArrowDown}');
  await frame();
  const focused = focusedIndex();
  expect(focused).not.toBeNull();
  expect(top(layouts.at(-1)!, focused!)).toBeLessThan(cut);
  expect(top(layouts.at(-1)!, focused!)).toBeGreaterThan(0);
});

test('ALL: after the click the gallery grows on scroll, asking for more near its end', async () => {
  const { gallery, layouts, events } = await mountGallery(900, {
    items: makeItems(80),
    options: BUTTON('ALL'),
  });
  await userEvent.click(loadMoreButton()!);
  await expect.poll(() => gallery.getBoundingClientRect().height).toBe(layouts.at(-1)!.height);
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect
    .poll(() => named(events, GALLERY_EVENTS.NEED_MORE_ITEMS))
    .toEqual([[GALLERY_EVENTS.NEED_MORE_ITEMS, { itemsCount: 80 }]]);
});

test('PARTIAL: revealed down to the end of the items, the gallery asks for more and cuts them again', async () => {
  const cut = window.innerHeight - BUTTON_AREA;
  const feed: Feed = { events: [], layouts: [] };
  const screen = await render(
    <FeedHost
      first={25}
      batch={200}
      total={1000}
      on="NEED_MORE_ITEMS"
      options={BUTTON('PARTIAL')}
      feed={feed}
    />,
  );
  await expect.poll(() => loadMoreButton(), { timeout: 20_000 }).not.toBeNull();
  const gallery = screen.container.querySelector<HTMLElement>('[data-tessera-gallery]')!;
  const before = placements(gallery);
  const needs = () => feed.events.filter(([name]) => name === GALLERY_EVENTS.NEED_MORE_ITEMS);
  // Reveal until the 25 items all show: the host is asked for more once the visitor is near.
  const first = feed.layouts.at(-1)!.height;
  let clicks = 0;
  while (first > cut * (clicks + 1) + BUTTON_AREA) {
    await userEvent.click(loadMoreButton()!);
    clicks++;
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect.poll(() => needs().length).toBe(1);
  expect(needs()[0][1]).toEqual({ itemsCount: 25 });
  await expect.poll(() => feed.layouts.at(-1)?.rects.length).toBe(225 * RECT_STRIDE);
  // The 225 items are cut where the clicks so far reach, the button below them again.
  await expect.poll(() => gallery.getBoundingClientRect().height).toBe(cut * (clicks + 1));
  expect(loadMoreButton()).not.toBeNull();
  expectKeptInPlace(before, gallery);
});

test("in a host's scrolling element, its height is the container's and its scrolling asks for more", async () => {
  function Scroller({ options, listener }: { options: unknown; listener: EventsListener }) {
    const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
    return (
      <div ref={setScroller} data-testid="scroller" style={{ height: 400, overflowY: 'auto' }}>
        <div style={{ width: 900 }}>
          {scroller && (
            <Gallery
              items={makeItems(80)}
              options={options}
              scrollingElement={scroller}
              eventsListener={listener}
            />
          )}
        </div>
      </div>
    );
  }
  const events: Recorded[] = [];
  const listener: EventsListener = (name, data) => events.push([name, data]);
  const screen = await render(<Scroller options={BUTTON('ALL')} listener={listener} />);
  await expect.poll(() => loadMoreButton(), { timeout: 20_000 }).not.toBeNull();
  const gallery = screen.container.querySelector<HTMLElement>('[data-tessera-gallery]')!;
  expect(gallery.getBoundingClientRect().height).toBe(400 - BUTTON_AREA);

  await userEvent.click(loadMoreButton()!);
  await expect.poll(() => gallery.getBoundingClientRect().height).toBeGreaterThan(400);
  expect(named(events, GALLERY_EVENTS.NEED_MORE_ITEMS)).toEqual([]);
  const scroller = screen.getByTestId('scroller').element() as HTMLElement;
  scroller.scrollTop = scroller.scrollHeight;
  await expect
    .poll(() => named(events, GALLERY_EVENTS.NEED_MORE_ITEMS))
    .toEqual([[GALLERY_EVENTS.NEED_MORE_ITEMS, { itemsCount: 80 }]]);
});
