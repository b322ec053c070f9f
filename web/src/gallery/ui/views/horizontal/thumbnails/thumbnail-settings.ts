// The thumbnail strip's options (spec/001 §3 layoutParams.thumbnails, spec/002 §9 defaults), read
// from the option engine's result, and the room the strip takes outside the gallery — the room
// the layouter already left (model/options/resolve-layout.ts: size, margin and gallery spacing).

import type { FlatOptions } from '../../../../model/index.ts';
import { OPTION_DEFAULTS } from '../../../../model/options/defaults.ts';

export type ThumbnailPosition = 'ON_GALLERY' | 'OUTSIDE_GALLERY';
export type ThumbnailAlignment = 'TOP' | 'BOTTOM' | 'LEFT' | 'RIGHT';

export interface ThumbnailSettings {
  enabled: boolean;
  position: ThumbnailPosition;
  alignment: ThumbnailAlignment;
  /** A thumbnail's side in px. */
  size: number;
  /** Between two thumbnails. */
  spacing: number;
  /** Between the strip and the gallery. */
  margin: number;
  gallerySpacing: number;
}

const D = OPTION_DEFAULTS;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function thumbnailSettings(o: FlatOptions): ThumbnailSettings {
  const position = o.layoutParams_thumbnails_position;
  const alignment = o.layoutParams_thumbnails_alignment;
  return {
    enabled: o.layoutParams_thumbnails_enable === true,
    position:
      position === 'ON_GALLERY' || position === 'OUTSIDE_GALLERY'
        ? position
        : (D.layoutParams_thumbnails_position as ThumbnailPosition),
    alignment: (['TOP', 'BOTTOM', 'LEFT', 'RIGHT'] as const).includes(alignment as never)
      ? (alignment as ThumbnailAlignment)
      : (D.layoutParams_thumbnails_alignment as ThumbnailAlignment),
    size: Math.max(0, numberOr(o.layoutParams_thumbnails_size, D.layoutParams_thumbnails_size)),
    spacing: Math.max(
      0,
      numberOr(o.layoutParams_thumbnails_spacing, D.layoutParams_thumbnails_spacing),
    ),
    margin: numberOr(
      o.layoutParams_thumbnails_marginToGallery,
      D.layoutParams_thumbnails_marginToGallery,
    ),
    gallerySpacing: numberOr(o.layoutParams_structure_gallerySpacing, 0),
  };
}

/** Whether the strip runs along the gallery's width (above or below it). */
export function isAcross(settings: ThumbnailSettings): boolean {
  return settings.alignment === 'TOP' || settings.alignment === 'BOTTOM';
}

/** The room the strip takes beside the gallery; 0 when it is off or drawn on the gallery. */
export function outsideStripRoom(settings: ThumbnailSettings): number {
  if (!settings.enabled || settings.position !== 'OUTSIDE_GALLERY') return 0;
  return settings.size + settings.margin + settings.gallerySpacing;
}

/** The height a strip above or below the gallery adds to the gallery's frame. */
export function stripHeightRoom(options: FlatOptions): number {
  const settings = thumbnailSettings(options);
  return isAcross(settings) ? outsideStripRoom(settings) : 0;
}
