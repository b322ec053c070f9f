// The behaviour options the gallery shell acts on, read from the option engine's result (spec/001
// §3 behaviourParams; defaults, migration and normalisation included).

import type { CLICK_ACTIONS } from '../model/options/enums.ts';
import type { FlatOptions } from '../model/options/flatten.ts';

export type ClickAction = (typeof CLICK_ACTIONS)[number];

export interface GalleryBehaviour {
  clickAction: ClickAction;
  /** How many times larger a MAGNIFY click shows the picture (spec/001 §9: 2). */
  magnification: number;
  blockContextMenu: boolean;
  rightToLeft: boolean;
}

/** The default magnification (spec/001 §9). */
export const DEFAULT_MAGNIFICATION = 2;

/**
 * behaviourParams_item_content_magnificationValue; a value that would not enlarge the picture
 * (under 1, or no finite number) magnifies by the default, so the picture always covers its item.
 */
export function magnificationOf(options: FlatOptions): number {
  const value = Number(options.behaviourParams_item_content_magnificationValue);
  return Number.isFinite(value) && value >= 1 ? value : DEFAULT_MAGNIFICATION;
}

export function galleryBehaviour(options: FlatOptions): GalleryBehaviour {
  return {
    clickAction: options.behaviourParams_item_clickAction as ClickAction,
    magnification: magnificationOf(options),
    blockContextMenu: options.behaviourParams_gallery_blockContextMenu === true,
    rightToLeft: options.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT',
  };
}
