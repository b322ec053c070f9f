// What the static gallery draws, made once per node, container and settings: the items read as
// the gallery reads them, placed where the layout puts them, with their pictures' addresses and
// the links of items that are links. Kept per node object, so a server that renders the same
// document again, and the browser's renders of it, do not lay it out again. Pure but for that
// cache.

import type { CSSProperties } from 'react';
import type { ItemModel } from '../../../gallery/model/items/types.ts';
import { readGalleryItem } from '../../../gallery/model/items/read-item.ts';
import type { DeviceType } from '../../../gallery/model/options/enums.ts';
import { itemLink } from '../../../gallery/ui/item-link.ts';
import { resizeMethodOf } from '../../../gallery/ui/items/image-request.ts';
import { horizontalRoom } from '../../../gallery/ui/server/horizontal-room.ts';
import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import type { ResolvedLink } from '../../../content/links/index.ts';
import type { Container } from './gallery-container.ts';
import type { GalleryContent } from './gallery-data.ts';
import { type ImageSources, staticImageAddresses } from './static-images.ts';
import { staticLayout } from './static-layout.ts';

export interface StaticItem {
  item: ItemModel;
  left: number;
  top: number;
  width: number;
  height: number;
  src: string | undefined;
  /** The item's link when a click follows it (no full-screen viewer). */
  link: ResolvedLink | null;
}

export interface StaticView {
  container: Container;
  /** The layout's height: the box is container.width by this. */
  height: number;
  fit: boolean;
  horizontal: boolean;
  /** The room a horizontal gallery's view keeps around its items (outside arrows, thumbnails). */
  room: CSSProperties | undefined;
  items: StaticItem[];
}

export function staticView(
  gallery: GalleryContent,
  container: Container,
  deviceType: DeviceType,
  sources: ImageSources,
): StaticView {
  const { options, layout } = staticLayout(gallery.items, gallery.options, container, deviceType);
  const models = gallery.items.map((item, index) => readGalleryItem(item, index).item);
  const addresses = staticImageAddresses(models, layout.rects, options, sources);
  const items = models.flatMap((item, index): StaticItem[] => {
    const at = index * RECT_STRIDE;
    if (at + 3 >= layout.rects.length) return [];
    const [left, top, width, height] = layout.rects.subarray(at, at + RECT_STRIDE);
    const link = gallery.expands ? null : itemLink(item);
    return [{ item, left, top, width, height, src: addresses[index], link }];
  });
  return {
    container,
    height: layout.height,
    fit: resizeMethodOf(options) === 'fit',
    horizontal: options.layoutParams_structure_scrollDirection === 'HORIZONTAL',
    room: horizontalRoom(options),
    items,
  };
}
