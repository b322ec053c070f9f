// Where the strip is drawn against the gallery's own box (the carousel element, as big as the
// layout): outside it the carousel moves aside by the strip's room and the strip sits in that
// room at the far edge; on it the strip lies over the gallery's edge, the margin in from it.

import type { CSSProperties } from 'react';
import { outsideStripRoom, type ThumbnailSettings } from './thumbnail-settings.ts';

/** The carousel's box: the gallery's height, moved aside for a strip outside it. */
export function carouselStyle(settings: ThumbnailSettings, galleryHeight: number): CSSProperties {
  const room = outsideStripRoom(settings);
  if (room === 0) return {};
  switch (settings.alignment) {
    case 'TOP':
      // Moved down rather than given a margin, which would collapse through the gallery's frame.
      return { height: galleryHeight, top: room };
    case 'BOTTOM':
      return { height: galleryHeight };
    case 'LEFT':
      return { width: `calc(100% - ${room}px)`, marginLeft: room, marginRight: 0 };
    case 'RIGHT':
      return { width: `calc(100% - ${room}px)`, marginLeft: 0, marginRight: room };
  }
}

/** The strip's box, positioned in the carousel's. */
export function stripStyle(settings: ThumbnailSettings): CSSProperties {
  const outside = outsideStripRoom(settings);
  const size = settings.size;
  // Outside: the room's far edge; on the gallery: the margin in from its edge.
  const at = outside > 0 ? -outside : settings.margin;
  switch (settings.alignment) {
    case 'TOP':
      return { top: at, left: 0, right: 0, height: size };
    case 'BOTTOM':
      return { bottom: at, left: 0, right: 0, height: size };
    case 'LEFT':
      return { left: at, top: 0, bottom: 0, width: size };
    case 'RIGHT':
      return { right: at, top: 0, bottom: 0, width: size };
  }
}
