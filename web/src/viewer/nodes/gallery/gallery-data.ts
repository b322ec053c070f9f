// A GALLERY node's data (spec/000 §3 "Gallery data"): its items, its options as the gallery's
// options, whether items expand into the full-screen viewer, download and the container data.
// Pure: no React, no DOM.

import type { LinkRuleSettings } from '../../../content/links/index.ts';
import type { RicosNode } from '../../../content/node.ts';
import type { FullscreenItem } from '../../fullscreen/expand-context.ts';
import type { FlatOptions } from '../../../gallery/model/options/flatten.ts';
import { nodeData, readBoolean } from '../data.ts';
import { type ContentGalleryOptions, readContentOptions } from './content-options.ts';
import { galleryIdOf } from './gallery-id.ts';
import { readGalleryItems, type TransportItem } from './gallery-items.ts';
import { galleryOptionsOf } from './gallery-options.ts';

export interface GalleryContext {
  isMobile: boolean;
  links: LinkRuleSettings;
  /** Whether the page can open the full-screen viewer (an expand function is there). */
  canExpand: boolean;
}

export interface GalleryContent {
  id: string | undefined;
  items: TransportItem[];
  fullscreenItems: FullscreenItem[];
  content: ContentGalleryOptions;
  options: FlatOptions;
  /** A click opens the full-screen viewer at the item (ITEM_ACTION_TRIGGERED). */
  expands: boolean;
  containerData: unknown;
}

export function readGalleryContent(node: RicosNode, context: GalleryContext): GalleryContent {
  const data = nodeData(node, 'galleryData');
  const read = readGalleryItems(data.items, context.links);
  const content = readContentOptions(data.options, context.isMobile);
  const expands = context.canExpand && readBoolean(data, 'disableExpand') !== true;
  return {
    id: galleryIdOf(node.id),
    items: read.map((item) => item.transport),
    fullscreenItems: read.map((item) => item.fullscreen),
    content,
    options: galleryOptionsOf(content, {
      isMobile: context.isMobile,
      // Without expansion an item with a link is that link (spec/000 §3 "Gallery item").
      clickAction: expands ? 'ACTION' : 'LINK',
      disableDownload: readBoolean(data, 'disableDownload') === true,
    }),
    expands,
    containerData: data.containerData,
  };
}
