// The room each item keeps outside its media for its texts (spec/001 §3 "info"), when the gallery
// renders them there: a height above or below the media, a width beside it. The layouter reads
// them as externalInfoHeight and externalInfoWidth (LayoutParams), and leaves that room next to
// each item's media rect. The rules were observed of the reference, pro-gallery-lib 5.0.148.

import type { FlatOptions } from './options/flatten.ts';
import { hasHorizontalPlacement, hasVerticalPlacement } from './options/placements.ts';

export interface ExternalInfoSizes {
  /** Pixels above or below each item's media; 0 when no text is placed there. */
  externalInfoHeight: number;
  /**
   * Beside each item's media: below 1 a fraction of the item's column, else pixels (the
   * layouter's reading). 0 when no text is placed there.
   */
  externalInfoWidth: number;
}

export const NO_EXTERNAL_INFO: ExternalInfoSizes = { externalInfoHeight: 0, externalInfoWidth: 0 };

function nonNegative(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Above or below: the info height; a separated background adds the spacing between media and
 * texts and the info border on both sides (observed: an attached or no background adds neither,
 * and nothing is added to a height of 0).
 */
function infoHeight(o: FlatOptions): number {
  if (!hasVerticalPlacement(o.layoutParams_info_placement)) return 0;
  const height = nonNegative(o.layoutParams_info_height);
  if (height === 0 || o.layoutParams_info_layout !== 'SEPARATED_BACKGROUND') return height;
  return (
    height +
    nonNegative(o.layoutParams_info_spacing) +
    2 * nonNegative(o.layoutParams_info_border_width)
  );
}

/**
 * Beside: the info width, in percent of the column (capped at 100) or in pixels; the spacing and
 * borders are within it. Only columns keep text beside their items (observed: a horizontal
 * orientation reserves none).
 */
function infoWidth(o: FlatOptions): number {
  if (!hasHorizontalPlacement(o.layoutParams_info_placement)) return 0;
  if (o.layoutParams_structure_layoutOrientation !== 'VERTICAL') return 0;
  const width = nonNegative(o.layoutParams_info_width);
  return o.layoutParams_info_sizeUnits === 'PIXEL' ? width : Math.min(width, 100) / 100;
}

/** The room for texts outside the media, from processed options (processOptions). */
export function externalInfoSizes(options: FlatOptions): ExternalInfoSizes {
  return { externalInfoHeight: infoHeight(options), externalInfoWidth: infoWidth(options) };
}
