// A rendered gallery passes axe-core, in each click action and in the application role, which
// adds the region label and the screen-reader text 'left gallery' (spec/002 §2, §6).

import axe from 'axe-core';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ACCESSIBILITY_LEFT_GALLERY } from './constants.ts';
import { itemElement, makeItems, MASONRY, mountGallery, tabIntoGallery } from './testing.tsx';

async function violations(element: Element): Promise<string[]> {
  const result = await axe.run(element);
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

// Some items without alt text, some with a title, some with a link.
const ITEMS = makeItems(12, (i) => ({
  alt: i % 4 === 0 ? undefined : `picture ${i}`,
  ...(i % 3 === 0 ? { title: `Title ${i}` } : {}),
  ...(i % 2 === 0 ? { link: { url: `https://example.com/${i}` } } : {}),
}));

test.each(['ACTION', 'LINK', 'NOTHING'])('no violations with clickAction %s', async (action) => {
  const { host, gallery } = await mountGallery(900, {
    items: ITEMS,
    options: { ...MASONRY, behaviourParams: { item: { clickAction: action } } },
  });
  await tabIntoGallery(host);
  await userEvent.keyboard('{ArrowRight}');
  expect(await violations(host)).toEqual([]);
  // Names come from the title, else the alt text, else 'untitled image'.
  const names = [0, 1, 3, 4].map((idx) => itemElement(gallery, idx)!.getAttribute('aria-label'));
  expect(names).toEqual(['Title 0', 'picture 1', 'Title 3', 'untitled image']);
});

test('the application role: region label, screen-reader text, no violations', async () => {
  const { host, gallery } = await mountGallery(900, {
    items: ITEMS,
    options: { ...MASONRY, behaviourParams: { item: { clickAction: 'ACTION' } } },
    proGalleryRole: 'application',
    proGalleryRegionLabel: 'Summer photos',
  });
  expect(gallery.getAttribute('role')).toBe('application');
  expect(gallery.getAttribute('aria-label')).toBe('Summer photos');
  const hidden = [...gallery.querySelectorAll('span')].find(
    (span) => span.textContent === ACCESSIBILITY_LEFT_GALLERY,
  );
  expect(hidden).toBeDefined();
  // Read by screen readers, not drawn.
  expect(hidden!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  await tabIntoGallery(host);
  expect(await violations(host)).toEqual([]);
});

test('without the application role there is neither role nor screen-reader text', async () => {
  const { gallery } = await mountGallery(900, { items: ITEMS, options: MASONRY });
  expect(gallery.getAttribute('role')).toBeNull();
  expect(gallery.textContent).not.toContain(ACCESSIBILITY_LEFT_GALLERY);
});
