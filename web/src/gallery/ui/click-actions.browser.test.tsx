// What a click, Enter or Space does to an item, per clickAction (spec/001 §3, spec/002 §4-5):
// ACTION hands the item to the host, LINK follows the item's link under the link rules, NOTHING
// does nothing; ITEM_CLICKED comes every time. blockContextMenu keeps the right-click menu away.

import { afterEach, beforeEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  itemElement,
  makeItems,
  MASONRY,
  mountGallery,
  type Recorded,
  tabIntoGallery,
} from './testing.tsx';

const withClick = (clickAction: string, extra: object = {}) => ({
  ...MASONRY,
  behaviourParams: { item: { clickAction }, gallery: extra },
});

/** The links followed: their clicks are recorded, and kept from navigating the test page. */
let followed: Array<{ href: string; target: string }> = [];
function recordLinks(event: MouseEvent) {
  const link = (event.target as Element).closest('a');
  if (link === null) return;
  event.preventDefault();
  followed.push({ href: link.href, target: link.target });
}
beforeEach(() => {
  followed = [];
  document.addEventListener('click', recordLinks, true);
});
afterEach(() => document.removeEventListener('click', recordLinks, true));

/** The events raised, once their zero timeouts have run. */
async function settled(events: Recorded[], count: number): Promise<Recorded[]> {
  await expect.poll(() => events.length).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return events.splice(0);
}

const item = (idx: number) => ({ id: `item-${idx}`, idx });

test('ACTION: click, Enter and Space raise ITEM_CLICKED then ITEM_ACTION_TRIGGERED', async () => {
  const { host, gallery, events } = await mountGallery(900, {
    items: makeItems(12),
    options: withClick('ACTION'),
  });
  await settled(events, 1);
  const second = itemElement(gallery, 1)!;
  expect(second.getAttribute('role')).toBe('button');
  await userEvent.click(second);
  expect(await settled(events, 3)).toEqual([
    ['ITEM_FOCUSED', item(1)],
    ['ITEM_CLICKED', item(1)],
    ['ITEM_ACTION_TRIGGERED', item(1)],
  ]);
  await tabIntoGallery(host);
  await settled(events, 2);
  await userEvent.keyboard('{Enter}');
  expect(await settled(events, 2)).toEqual([
    ['ITEM_CLICKED', item(1)],
    ['ITEM_ACTION_TRIGGERED', item(1)],
  ]);
  const scrolled = window.scrollY;
  await userEvent.keyboard(' ');
  expect(await settled(events, 2)).toEqual([
    ['ITEM_CLICKED', item(1)],
    ['ITEM_ACTION_TRIGGERED', item(1)],
  ]);
  // Space activated the item and did not scroll the page.
  expect(window.scrollY).toBe(scrolled);
  expect(followed).toEqual([]);
});

test('LINK: the item is a link to its link, a new tab by default; refused links are no links', async () => {
  const links: Record<number, object> = {
    0: { link: { url: 'https://example.com/first' } },
    1: { link: { url: 'javascript:alert(1)' } },
    2: { metaData: { link: { type: 'web', url: 'www.example.org/page', target: '_self' } } },
    3: { link: { url: 'data:text/html,<script>alert(1)</script>' } },
  };
  const { host, gallery, events } = await mountGallery(900, {
    items: makeItems(12, (i) => links[i] ?? {}),
    options: withClick('LINK'),
  });
  await settled(events, 1);
  const anchors = [...gallery.querySelectorAll('a')];
  expect(anchors.map((a) => [a.dataset.idx, a.getAttribute('href'), a.target, a.rel])).toEqual([
    ['0', 'https://example.com/first', '_blank', 'noopener'],
    ['2', 'https://www.example.org/page', '_self', ''],
  ]);
  expect(gallery.innerHTML).not.toMatch(/javascript:|data:text/);

  await userEvent.click(itemElement(gallery, 0)!);
  expect(followed).toEqual([{ href: 'https://example.com/first', target: '_blank' }]);
  expect(await settled(events, 2)).toEqual([
    ['ITEM_FOCUSED', item(0)],
    ['ITEM_CLICKED', item(0)],
  ]);

  // Enter follows the link as a link does; Space too.
  await tabIntoGallery(host);
  await settled(events, 2);
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  expect(followed.slice(1)).toEqual([
    { href: 'https://example.com/first', target: '_blank' },
    { href: 'https://example.com/first', target: '_blank' },
  ]);

  // An item without a link (or with a refused one) goes nowhere: only ITEM_CLICKED.
  await settled(events, 2);
  await userEvent.click(itemElement(gallery, 1)!);
  expect(await settled(events, 2)).toEqual([
    ['ITEM_LOST_FOCUS', item(0)],
    ['ITEM_FOCUSED', item(1)],
    ['ITEM_CLICKED', item(1)],
  ]);
  expect(followed.length).toBe(3);
});

test('NOTHING: a click raises ITEM_CLICKED and nothing else', async () => {
  const { gallery, events } = await mountGallery(900, {
    items: makeItems(12, () => ({ link: { url: 'https://example.com/' } })),
    options: withClick('NOTHING'),
  });
  await settled(events, 1);
  expect(gallery.querySelectorAll('a').length).toBe(0);
  expect(itemElement(gallery, 4)!.getAttribute('role')).toBe('img');
  await userEvent.click(itemElement(gallery, 4)!);
  expect(await settled(events, 2)).toEqual([
    ['ITEM_FOCUSED', item(4)],
    ['ITEM_CLICKED', item(4)],
  ]);
  expect(followed).toEqual([]);
});

test('blockContextMenu keeps the right-click menu away; by default it is allowed', async () => {
  const contextMenu = (target: Element) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const open = await mountGallery(900, { items: makeItems(6), options: withClick('NOTHING') });
  expect(contextMenu(itemElement(open.gallery, 2)!)).toBe(false);
  await open.unmount();
  const blocked = await mountGallery(900, {
    items: makeItems(6),
    options: withClick('NOTHING', { blockContextMenu: true }),
  });
  expect(contextMenu(itemElement(blocked.gallery, 2)!)).toBe(true);
});
