// Transport object -> the item the gallery renders, with every fallback of spec/002 §3. Never
// throws: a field of the wrong type is as good as missing, and a missing transport object is read
// as an empty one and reported with the message of spec/002 §8.

import { type LinkRuleSettings, resolveLink } from '../../../content/links/index.ts';
import { altOf, isDemoOf, keyOf } from './derived.ts';
import {
  booleanOf,
  firstOf,
  idOf,
  type JsonObject,
  metadataOf,
  numberOf,
  objectOf,
  stringList,
  stringOf,
} from './fields.ts';
import { focalPointOf } from './focal-point.ts';
import { readItemLink } from './item-link.ts';
import { itemSide } from './item-size.ts';
import { itemTypeOf } from './item-type.ts';
import { safeMediaAddress } from './safe-media-address.ts';
import { ITEM_HAS_NO_DTO } from './messages.ts';
import { sharpParamsOf } from './sharp-params.ts';
import { textStyleOf } from './text-style.ts';
import type { ItemModel, ItemProblem } from './types.ts';
import { posterOf, postersOf, posterUrlOf, qualitiesOf } from './video-fields.ts';

export interface ItemReadSettings {
  /** The page's link settings (base URL for site-relative links, default target and rel). */
  links?: LinkRuleSettings;
}

export interface ReadItemResult {
  item: ItemModel;
  problems: ItemProblem[];
}

export interface ReadItemsResult {
  items: ItemModel[];
  problems: ItemProblem[];
}

function sharedLink(value: unknown, settings: LinkRuleSettings): string | undefined {
  const url = stringOf(value) ?? stringOf(objectOf(value)?.url);
  return resolveLink({ url }, settings)?.href;
}

/** The id of an item whose transport object names none: its place, or its parent's id for a
 *  secondary media item. */
function fallbackId(index: number, parentId: string | undefined): string {
  return parentId === undefined ? `item-${index}` : `${parentId}-secondary`;
}

function readFields(
  dto: JsonObject,
  idx: number,
  settings: ItemReadSettings,
  parentId?: string,
): ItemModel {
  const meta = metadataOf(dto);
  const links = settings.links ?? {};
  const type = itemTypeOf(firstOf(stringOf, meta.type, dto.type, dto.itemType));
  const url =
    firstOf(safeMediaAddress, dto.file_url, dto.mediaUrl, dto.url, dto.src, dto.imageUrl) ?? '';
  const textStyle = textStyleOf(meta.textStyle ?? dto.textStyle);
  const tags = stringList(meta.tags ?? dto.tags);
  const poster = posterOf(meta.poster ?? dto.poster);
  const posters = postersOf(meta.posters ?? dto.posters);
  const customPoster = firstOf(safeMediaAddress, meta.customPoster, dto.customPoster);
  const secondary =
    parentId === undefined ? objectOf(dto.secondaryMedia ?? meta.secondaryMedia) : undefined;
  const id = firstOf(idOf, dto.itemId, dto.photoId, dto.id) ?? fallbackId(idx, parentId);

  return {
    id,
    type,
    width: itemSide('width', dto, meta),
    height: itemSide('height', dto, meta),
    url,
    alt: altOf(firstOf(stringOf, meta.alt, meta.altText, dto.alt, dto.altText), type),
    key: keyOf(firstOf(idOf, dto.key, meta.key)),
    idx,
    orderIndex: numberOf(dto.orderIndex),
    hash: firstOf(idOf, dto.hash),
    seed: numberOf(dto.seed),
    title: firstOf(stringOf, meta.title, dto.title) ?? '',
    description: firstOf(stringOf, meta.description, dto.description) ?? '',
    fileName: firstOf(stringOf, meta.fileName, dto.fileName),
    focalPoint: focalPointOf(meta.focalPoint ?? dto.focalPoint),
    isDemo: isDemoOf(firstOf(booleanOf, meta.isDemo, dto.isDemo), tags),
    tags,
    sharpParams: sharpParamsOf(meta.sharpParams ?? dto.sharpParams),
    videoUrl:
      firstOf(safeMediaAddress, meta.videoUrl, dto.videoUrl) ??
      (type === 'video' && url !== '' ? url : undefined),
    isExternal: firstOf(booleanOf, meta.isExternal, dto.isExternal) ?? false,
    isVideoPlaceholder:
      firstOf(booleanOf, meta.isVideoPlaceholder, dto.isVideoPlaceholder) ?? false,
    videoPlaceholderUrl: firstOf(
      safeMediaAddress,
      meta.videoPlaceholderUrl,
      dto.videoPlaceholderUrl,
    ),
    poster,
    posters,
    customPoster,
    posterUrl: posterUrlOf(customPoster, poster, posters),
    qualities: qualitiesOf(meta.qualities ?? dto.qualities),
    html: firstOf(stringOf, meta.html, dto.html),
    text: firstOf(stringOf, meta.text, dto.text),
    textStyle,
    scene: objectOf(meta.scene ?? dto.scene),
    exif: objectOf(meta.exif ?? dto.exif),
    lastModified: firstOf(numberOf, meta.lastModified, dto.lastModified),
    sourceName: firstOf(stringOf, meta.sourceName, dto.sourceName),
    ...readItemLink(meta.link ?? dto.link, links),
    secondaryMedia: secondary === undefined ? undefined : readFields(secondary, idx, settings, id),
    directLink: sharedLink(dto.directLink, links),
    directShareLink: sharedLink(dto.directShareLink, links),
  };
}

/**
 * The item at `index` of the gallery's items. `problems` holds what spec/002 §8 logs for it; the
 * caller logs each once.
 */
export function readGalleryItem(
  dto: unknown,
  index: number,
  settings: ItemReadSettings = {},
): ReadItemResult {
  const fields = objectOf(dto);
  const problems: ItemProblem[] = fields ? [] : [{ index, message: ITEM_HAS_NO_DTO }];
  return { item: readFields(fields ?? {}, index, settings), problems };
}

/** Every item of `dtos`; anything but an array holds no items. */
export function readGalleryItems(dtos: unknown, settings: ItemReadSettings = {}): ReadItemsResult {
  const items: ItemModel[] = [];
  const problems: ItemProblem[] = [];
  if (!Array.isArray(dtos)) return { items, problems };
  // An index loop, not forEach: a hole in the list is a missing transport object too.
  for (let index = 0; index < dtos.length; index++) {
    const read = readGalleryItem(dtos[index], index, settings);
    items.push(read.item);
    problems.push(...read.problems);
  }
  return { items, problems };
}
