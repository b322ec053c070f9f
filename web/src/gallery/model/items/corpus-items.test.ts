// The gallery items of the content corpus (../shared/corpus/ricos/docs), handed to the gallery
// the way the rich-content editor's gallery hands them: `{ itemId, url, metadata }` with the type,
// size, title, alt text, link and a video's poster in the metadata.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { GalleryItem as NodeItem } from '../../../content/types/media.ts';
import { readGalleryItems } from './read-item.ts';

const CORPUS = join(import.meta.dirname, '../../../../../../shared/corpus/ricos/docs');

function galleryItemsIn(node: unknown, found: NodeItem[][] = []): NodeItem[][] {
  if (Array.isArray(node)) node.forEach((child) => galleryItemsIn(child, found));
  else if (typeof node === 'object' && node !== null) {
    const fields = node as { type?: unknown; galleryData?: { items?: NodeItem[] } };
    if (fields.type === 'GALLERY') found.push(fields.galleryData?.items ?? []);
    Object.values(node).forEach((child) => galleryItemsIn(child, found));
  }
  return found;
}

const GALLERIES = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) =>
    galleryItemsIn(JSON.parse(readFileSync(join(CORPUS, name), 'utf8'))).map(
      (items) => [name, items] as const,
    ),
  );

/** The transport object the editor's gallery makes of a node item. */
function transport(item: NodeItem, i: number) {
  const media = item.image?.media ?? item.video?.media;
  const thumbnail = item.video?.thumbnail;
  return {
    itemId: media?.src?.id ?? `${media?.src?.url}-${i}`,
    url: media?.src?.url,
    metadata: {
      type: item.video ? 'video' : 'image',
      width: media?.width,
      height: media?.height,
      title: item.title,
      altText: item.altText,
      link: item.image?.link,
      poster: thumbnail && {
        url: thumbnail.src?.url,
        width: thumbnail.width,
        height: thumbnail.height,
      },
    },
  };
}

describe('gallery items of the corpus', () => {
  test('the corpus has galleries with images, videos, titles, alt texts and links', () => {
    const items = GALLERIES.flatMap(([, list]) => list);
    expect(items.length).toBeGreaterThan(50);
    expect(items.some((item) => item.video)).toBe(true);
    expect(items.some((item) => item.image?.link)).toBe(true);
    expect(items.some((item) => item.altText)).toBe(true);
  });

  test.each(GALLERIES)('%s: every item keeps its media, size, title and alt text', (_, list) => {
    const { items, problems } = readGalleryItems(list.map(transport));
    expect(problems).toEqual([]);
    items.forEach((item, i) => {
      const node = list[i];
      const media = node.image?.media ?? node.video?.media;
      expect(item).toMatchObject({
        url: media?.src?.url,
        width: media?.width,
        height: media?.height,
        type: node.video ? 'video' : 'image',
        title: node.title ?? '',
        alt: node.altText ?? (node.video ? 'untitled video' : 'untitled image'),
        key: 'no_key_found',
        focalPoint: { x: 0.5, y: 0.5 },
      });
      if (node.video) {
        expect(item.videoUrl).toBe(media?.src?.url);
        expect(item.posterUrl).toBe(node.video.thumbnail?.src?.url);
      }
    });
  });

  test('the links of the corpus: a host without a scheme, the target kept', () => {
    const linked = GALLERIES.flatMap(([, list]) => list).filter((item) => item.image?.link);
    const { items } = readGalleryItems(linked.map(transport));
    expect(
      items.map((item) => [item.linkType, item.linkUrl, item.linkOpenType, item.linkRel]),
    ).toEqual(
      expect.arrayContaining([
        ['web', 'https://www.wix.com', '_top', undefined],
        ['web', 'https://wix.com', '_blank', 'noopener nofollow'],
      ]),
    );
  });

  test('a node item handed over as it is still gives an item', () => {
    const [, list] = GALLERIES[0];
    const { items, problems } = readGalleryItems(list);
    expect(problems).toEqual([]);
    expect(items.every((item) => item.width === 1 && item.height === 1 && item.url === '')).toBe(
      true,
    );
  });
});
