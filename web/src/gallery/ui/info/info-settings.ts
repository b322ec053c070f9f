// The info options an item view draws its info areas from (spec/001 §3 "info"), read once per
// gallery from the processed options: the same room the layout kept (model/info-sizes.ts).

import { externalInfoSizes } from '../../model/info-sizes.ts';
import type { FlatOptions } from '../../model/index.ts';
import { nonHoverPlacements } from '../../model/options/placements.ts';
import type { InfoLayout, InfoSettings } from './info-geometry.ts';

const LAYOUTS = new Set<unknown>([
  'ATTACHED_BACKGROUND',
  'DONT_SHOW',
  'NO_BACKGROUND',
  'SEPARATED_BACKGROUND',
]);

function nonNegative(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function infoSettings(options: FlatOptions): InfoSettings {
  const layout = options.layoutParams_info_layout;
  return {
    ...externalInfoSizes(options),
    placements: nonHoverPlacements(options.layoutParams_info_placement),
    layout: LAYOUTS.has(layout) ? (layout as InfoLayout) : 'NO_BACKGROUND',
    spacing: nonNegative(options.layoutParams_info_spacing),
    itemSpacing: nonNegative(options.layoutParams_structure_itemSpacing),
    rightToLeft: options.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT',
  };
}

/** The info border (spec/001 §3 info.border), drawn around a separated info area only. */
export interface InfoBorder {
  width: number;
  color: string;
  radius: number;
}

export function infoBorder(options: FlatOptions, fallbackColor: string): InfoBorder {
  const color = options.layoutParams_info_border_color;
  return {
    width: nonNegative(options.layoutParams_info_border_width),
    color: typeof color === 'string' && color.trim() !== '' ? color : fallbackColor,
    radius: nonNegative(options.layoutParams_info_border_radius),
  };
}
