// The room a horizontal gallery's view (views/horizontal) keeps around its strip of items, as the
// static strip's padding: the arrows outside the gallery on either side (the scroller's inline
// margins) and a thumbnail strip outside it on its side (thumbnails/strip-box.ts). The layout
// has already left that room (model/options/resolve-layout.ts) and none of it depends on the
// container's width, so the static items the stylesheet places land where the view draws them,
// and the static strip is as tall as the view's frame. Undefined for a vertical gallery. Pure.

import type { CSSProperties } from 'react';
import type { FlatOptions } from '../../model/options/flatten.ts';
import { horizontalSettings, outsideArrowRoom } from '../views/horizontal/horizontal-settings.ts';
import { isHorizontalGallery } from '../views/horizontal/is-horizontal.ts';
import {
  outsideStripRoom,
  thumbnailSettings,
} from '../views/horizontal/thumbnails/thumbnail-settings.ts';

export function horizontalRoom(options: FlatOptions): CSSProperties | undefined {
  if (!isHorizontalGallery(options)) return undefined;
  const arrows = outsideArrowRoom(horizontalSettings(options));
  const thumbnails = thumbnailSettings(options);
  const strip = outsideStripRoom(thumbnails);
  const side = (alignment: string) => (thumbnails.alignment === alignment ? strip : 0);
  return {
    paddingTop: side('TOP'),
    paddingBottom: side('BOTTOM'),
    paddingLeft: arrows + side('LEFT'),
    paddingRight: arrows + side('RIGHT'),
  };
}
