// The behaviour options the gallery shell acts on, read from the option engine's result (spec/001
// §3 behaviourParams; defaults, migration and normalisation included).

import type { CLICK_ACTIONS } from '../model/options/enums.ts';
import type { FlatOptions } from '../model/options/flatten.ts';

export type ClickAction = (typeof CLICK_ACTIONS)[number];

export interface GalleryBehaviour {
  clickAction: ClickAction;
  blockContextMenu: boolean;
  rightToLeft: boolean;
}

export function galleryBehaviour(options: FlatOptions): GalleryBehaviour {
  return {
    clickAction: options.behaviourParams_item_clickAction as ClickAction,
    blockContextMenu: options.behaviourParams_gallery_blockContextMenu === true,
    rightToLeft: options.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT',
  };
}
