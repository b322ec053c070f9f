// Where a full-screen item's picture comes from: a media-host id addressed by the image engine at
// the screen's size (spec/000 §5 limits applied), or a given address when it is a web address.
// Pure: no React, no DOM.

import type { ImageUrlEngine, ImageUrlRequest } from '../../../../bindings/index.ts';
import { cleanUrl, schemeOf } from '../../content/links/index.ts';
import { viewerImageRequest } from '../image/limits.ts';
import type { FullscreenItem } from './expand-context.ts';

export interface Screen {
  width: number;
  height: number;
  devicePixelRatio: number;
}

/** The request for an id: fitted to the screen when the source size is known, else the original. */
export function fullscreenImageRequest(
  id: string,
  item: Pick<FullscreenItem, 'width' | 'height'>,
  screen: Screen,
): ImageUrlRequest {
  const { width = 0, height = 0 } = item;
  const target = { targetWidth: screen.width, targetHeight: screen.height };
  if (!(width > 0 && height > 0))
    return { fit: 'fit', id, width: 0, height: 0, ...target, variant: 'full' };
  return {
    fit: 'fit',
    id,
    width,
    height,
    ...target,
    options: { devicePixelRatio: screen.devicePixelRatio },
  };
}

/** An http(s) or relative address as given; anything else (javascript:, data:, ...) is refused. */
export function safeMediaUrl(url: string | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const clean = cleanUrl(url);
  if (clean === '') return undefined;
  const scheme = schemeOf(clean);
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? clean : undefined;
}

/**
 * The picture's address: for an image its own, for a video its poster. Undefined while the engine
 * loads or when there is none; an id the engine refuses throws (the caller reports it).
 */
export function itemImageUrl(
  item: FullscreenItem,
  engine: ImageUrlEngine | undefined,
  screen: Screen,
): string | undefined {
  if (typeof item.id === 'string' && item.id !== '') {
    if (!engine) return undefined;
    return engine.imageUrl(viewerImageRequest(fullscreenImageRequest(item.id, item, screen)));
  }
  return safeMediaUrl(item.kind === 'image' ? item.url : item.poster);
}
