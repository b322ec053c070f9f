// Content gallery items -> the gallery's transport objects (spec/000 §3 "Gallery item" onto
// spec/002 §3): an image or a video with its size, title, alt text and link; a video's thumbnail
// is its poster. The full-screen viewer's items come from the same data. An item without a
// source it can show safely is left out. Pure.

import { resolveLink, type LinkRuleSettings } from '../../../content/links/index.ts';
import type { Link } from '../../../content/types/common.ts';
import type { FullscreenItem } from '../../fullscreen/expand-context.ts';
import { asRecord, type DataRecord, readNumber, readString } from '../data.ts';
import { imageSourceOf, videoSourceOf } from './media-source.ts';

/** One item as the gallery reads it (spec/002 §3). */
export interface TransportItem {
  itemId: string;
  mediaUrl: string;
  metaData: {
    type: 'image' | 'video';
    width: number;
    height: number;
    title?: string;
    alt?: string;
    link?: { url: string; target: string; rel?: Link['rel'] };
    poster?: { url: string; width?: number; height?: number };
    videoUrl?: string;
  };
}

export interface ContentGalleryItem {
  transport: TransportItem;
  fullscreen: FullscreenItem;
}

function sizeOf(media: DataRecord | undefined): { width: number; height: number } {
  const side = (key: string) => {
    const value = readNumber(media, key);
    return value !== undefined && value > 0 ? value : 0;
  };
  return { width: side('width'), height: side('height') };
}

/** The link as the gallery takes it: resolved by the viewer's link rules (base URL, anchors). */
function linkOf(value: unknown, links: LinkRuleSettings): TransportItem['metaData']['link'] {
  const link = asRecord(value) as Link | undefined;
  const resolved = resolveLink(link, links);
  if (resolved === null) return undefined;
  return { url: resolved.href, target: resolved.target, rel: link?.rel };
}

function texts(item: DataRecord): { title?: string; alt?: string } {
  const title = readString(item, 'title')?.trim();
  const alt = readString(item, 'altText')?.trim();
  return { ...(title ? { title } : {}), ...(alt ? { alt } : {}) };
}

function imageItem(item: DataRecord, id: string, links: LinkRuleSettings) {
  const image = asRecord(item.image);
  const media = asRecord(image?.media);
  const source = imageSourceOf(media?.src);
  if (source === undefined) return undefined;
  const size = sizeOf(media);
  const link = linkOf(image?.link, links);
  const { title, alt } = texts(item);
  const transport: TransportItem = {
    itemId: id,
    mediaUrl: source,
    metaData: { type: 'image', ...size, title, alt, ...(link ? { link } : {}) },
  };
  const fullscreen: FullscreenItem = {
    kind: 'image',
    ...(isAddress(source) ? { url: source } : { id: source }),
    ...size,
    title,
    alt,
  };
  return { transport, fullscreen };
}

function videoItem(item: DataRecord, id: string) {
  const video = asRecord(item.video);
  const media = asRecord(video?.media);
  const source = videoSourceOf(media?.src);
  if (source === undefined) return undefined;
  const thumbnail = asRecord(video?.thumbnail);
  const posterSource = imageSourceOf(thumbnail?.src);
  const posterSize = sizeOf(thumbnail);
  const ownSize = sizeOf(media);
  // A video without its own size takes its thumbnail's shape.
  const size = ownSize.width > 0 && ownSize.height > 0 ? ownSize : posterSize;
  const { title, alt } = texts(item);
  const transport: TransportItem = {
    itemId: id,
    mediaUrl: source,
    metaData: {
      type: 'video',
      ...size,
      title,
      alt,
      videoUrl: source,
      ...(posterSource ? { poster: { url: posterSource, ...posterSize } } : {}),
    },
  };
  const fullscreen: FullscreenItem = {
    kind: 'video',
    url: source,
    ...size,
    title,
    alt,
    // The full-screen viewer shows a media-host poster by its id.
    ...(posterSource !== undefined && !isAddress(posterSource) ? { id: posterSource } : {}),
  };
  return { transport, fullscreen };
}

/** A full address rather than a media-host id. */
export function isAddress(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/**
 * The items the gallery shows, in order. Each gets an id of its own (its place, as content items
 * carry none), so the gallery's keys stay stable while the document does.
 */
export function readGalleryItems(value: unknown, links: LinkRuleSettings): ContentGalleryItem[] {
  if (!Array.isArray(value)) return [];
  const items: ContentGalleryItem[] = [];
  for (const [index, entry] of value.entries()) {
    const item = asRecord(entry);
    if (item === undefined) continue;
    const id = `${index}`;
    const read = item.video !== undefined ? videoItem(item, id) : imageItem(item, id, links);
    if (read !== undefined) items.push(read);
  }
  return items;
}
