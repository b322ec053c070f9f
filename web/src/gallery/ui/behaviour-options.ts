// The behaviour options the gallery shell acts on, read through the option engine (spec/001 §3
// behaviourParams; defaults, migration and normalisation included).

import { processOptions } from '../model/options/process.ts';
import type { CLICK_ACTIONS } from '../model/options/enums.ts';

export type ClickAction = (typeof CLICK_ACTIONS)[number];

export interface GalleryBehaviour {
  clickAction: ClickAction;
  blockContextMenu: boolean;
  rightToLeft: boolean;
}

export function galleryBehaviour(rawOptions: unknown): GalleryBehaviour {
  const options = processOptions(rawOptions);
  return {
    clickAction: options.behaviourParams_item_clickAction as ClickAction,
    blockContextMenu: options.behaviourParams_gallery_blockContextMenu === true,
    rightToLeft: options.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT',
  };
}
