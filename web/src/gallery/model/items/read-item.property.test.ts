import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HOSTILE_LINKS } from '../../../content/links/hostile-links.ts';
import { schemeOf } from '../../../content/links/index.ts';
import { ITEM_TYPES } from './item-type.ts';
import { readGalleryItem, readGalleryItems } from './read-item.ts';

const hostile = fc.constantFrom(...HOSTILE_LINKS);

/** Transport objects whose known fields hold anything at all, hostile addresses included. */
const transportObject = fc.record(
  {
    itemId: fc.oneof(fc.string(), fc.integer(), fc.jsonValue()),
    photoId: fc.jsonValue(),
    url: fc.oneof(fc.webUrl(), hostile, fc.jsonValue()),
    width: fc.oneof(fc.double(), fc.string(), fc.jsonValue()),
    height: fc.oneof(fc.double(), fc.string(), fc.jsonValue()),
    key: fc.jsonValue(),
    directLink: fc.oneof(hostile, fc.jsonValue()),
    secondaryMedia: fc.jsonValue(),
    metadata: fc.record(
      {
        type: fc.oneof(fc.constantFrom('v', 'h', '3d', 'video', 'text', 'dummy'), fc.jsonValue()),
        alt: fc.jsonValue(),
        focalPoint: fc.jsonValue(),
        tags: fc.jsonValue(),
        poster: fc.oneof(hostile, fc.jsonValue()),
        videoUrl: fc.oneof(hostile, fc.jsonValue()),
        textStyle: fc.jsonValue(),
        sharpParams: fc.jsonValue(),
        link: fc.record(
          {
            type: fc.oneof(fc.constantFrom('web', 'page', 'none', 'wix'), fc.jsonValue()),
            url: fc.oneof(fc.webUrl(), hostile, fc.jsonValue()),
            target: fc.jsonValue(),
            data: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const anyInput = fc.oneof(fc.jsonValue(), transportObject, fc.anything());

describe('any input gives an item (spec/002 §3, §8)', () => {
  test('a string id, a finite positive size, a type, an alt text; never throws', () => {
    fc.assert(
      fc.property(anyInput, fc.nat(), (dto, index) => {
        const { item, problems } = readGalleryItem(dto, index);
        expect(typeof item.id).toBe('string');
        expect(item.id).not.toBe('');
        for (const side of [item.width, item.height]) {
          expect(Number.isFinite(side)).toBe(true);
          expect(side).toBeGreaterThanOrEqual(1);
        }
        expect(ITEM_TYPES).toContain(item.type);
        expect(item.alt.trim()).not.toBe('');
        expect(item.key).not.toBe('');
        expect(item.focalPoint.x).toBeGreaterThanOrEqual(0);
        expect(item.focalPoint.y).toBeLessThanOrEqual(1);
        expect(problems.every((problem) => problem.message === 'Item has no DTO')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test('no script or data address survives into a link, and none into a video', () => {
    fc.assert(
      fc.property(transportObject, (dto) => {
        const { item } = readGalleryItem(dto, 0);
        for (const href of [item.linkUrl, item.directLink, item.directShareLink]) {
          if (href !== undefined)
            expect(['javascript', 'vbscript', 'livescript', 'data']).not.toContain(schemeOf(href));
        }
        for (const address of [item.url, item.videoUrl, item.posterUrl]) {
          if (address)
            expect(['javascript', 'vbscript', 'livescript']).not.toContain(schemeOf(address));
        }
      }),
      { numRuns: 1000 },
    );
  });

  test('a list of anything gives one item per entry', () => {
    fc.assert(
      fc.property(fc.array(anyInput, { maxLength: 20 }), (dtos) => {
        const { items } = readGalleryItems(dtos);
        expect(items.map((item) => item.idx)).toEqual(dtos.map((_, i) => i));
      }),
      { numRuns: 200 },
    );
  });
});
