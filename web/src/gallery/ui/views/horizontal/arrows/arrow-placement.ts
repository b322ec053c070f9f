// Where the navigation arrows go and whether they show (spec/002 §5, §9): only when enabled,
// not before the gallery is on the client (prerender), when the content is wider than the
// gallery, and when the arrow's box fits the chosen vertical alignment's area. ON_GALLERY arrows
// sit `padding` in from the gallery's edges; OUTSIDE_GALLERY arrows in the room beside it (their
// size, 40 and half the item spacing). Centred on the item (the gallery's height), its image, or
// its info area, taken from the current item.

import type { HorizontalSettings } from '../horizontal-settings.ts';
import { outsideArrowRoom } from '../horizontal-settings.ts';

/** A BOX container is this many times the arrow's size: the arrow in the middle of its box. */
const BOX_SCALE = 2;

export interface ArrowPlacement {
  show: boolean;
  /** The side of the arrow's box. */
  box: number;
  /** The box's top in the gallery. */
  top: number;
  /** The box's distance from the gallery frame's left and right edges. */
  inset: number;
}

export interface ArrowPlacementInput {
  settings: HorizontalSettings;
  /** Whether the gallery is running on the client (arrows are not prerendered). */
  mounted: boolean;
  layoutWidth: number;
  layoutHeight: number;
  /** The width of the gallery's viewport (the container less the room of arrows outside it). */
  galleryWidth: number;
  /** The current item's media rect: its top and height. */
  itemTop: number;
  itemHeight: number;
}

export function arrowBox(settings: HorizontalSettings): number {
  const { size, container } = settings.arrows;
  return container === 'BOX' ? size * BOX_SCALE : size;
}

/** The vertical span the arrows are centred on. */
function alignedArea(input: ArrowPlacementInput): { top: number; height: number } {
  const { layoutHeight, itemTop, itemHeight } = input;
  switch (input.settings.arrows.alignment) {
    case 'IMAGE_CENTER':
      return { top: itemTop, height: itemHeight };
    case 'INFO_CENTER':
      // The info area is what the item's column holds besides its image: above or below it.
      return itemTop > 0
        ? { top: 0, height: itemTop }
        : { top: itemTop + itemHeight, height: Math.max(0, layoutHeight - itemTop - itemHeight) };
    default:
      return { top: 0, height: layoutHeight };
  }
}

export function arrowPlacement(input: ArrowPlacementInput): ArrowPlacement {
  const { settings } = input;
  const { arrows } = settings;
  const box = arrowBox(settings);
  const area = alignedArea(input);
  const room = outsideArrowRoom(settings);
  const show =
    arrows.enabled &&
    arrows.position !== 'MOUSE_CURSOR' &&
    input.mounted &&
    input.layoutWidth > input.galleryWidth + 1 &&
    box <= area.height;
  const inset = room > 0 ? Math.max(0, (room - box) / 2) : arrows.padding;
  return { show, box, top: area.top + (area.height - box) / 2, inset };
}
