// The options a horizontal gallery runs on (spec/001 §3 behaviourParams.gallery.horizontal and
// layoutParams.navigationArrows), read from the option engine's result: defaults, presets and
// normalisation are already applied there (FADE and DECK block scrolling, arrow padding is 0
// outside the gallery, vertical scroll turns loop off).

import type { FlatOptions } from '../../../model/index.ts';
import { ARROW_MARGIN } from '../../../model/options/arrow-room.ts';
import { OPTION_DEFAULTS } from '../../../model/options/defaults.ts';

export type SlideAnimation = 'SCROLL' | 'FADE' | 'DECK';
export type ArrowType =
  'DEFAULT_ARROW' | 'ARROW_2' | 'ARROW_3' | 'ARROW_4' | 'ARROW_5' | 'ARROW_6' | 'ARROW_7';
export type ArrowContainer = 'BOX' | 'SHADOW' | 'NONE';
export type ArrowPosition = 'ON_GALLERY' | 'OUTSIDE_GALLERY' | 'MOUSE_CURSOR';
export type ArrowAlignment = 'IMAGE_CENTER' | 'INFO_CENTER' | 'ITEM_CENTER';

// Fallbacks for options the engine left out: the product's defaults (spec/002 §9), defined once.
const D = OPTION_DEFAULTS;

export interface ArrowSettings {
  enabled: boolean;
  type: ArrowType;
  container: ArrowContainer;
  /** The box's corner radius in px; -1 for the container's own. */
  borderRadius: number;
  /** The box's background; '' for the container's own. */
  backgroundColor: string;
  position: ArrowPosition;
  alignment: ArrowAlignment;
  size: number;
  padding: number;
  color: string;
}

export interface HorizontalSettings {
  rightToLeft: boolean;
  scrollSnap: boolean;
  /** Whether the visitor cannot scroll the gallery (blockScroll, or a FADE or DECK slide). */
  blockScroll: boolean;
  loop: boolean;
  durationMs: number;
  animation: SlideAnimation;
  /** A CSS timing function (slideTransition). */
  transition: string;
  itemSpacing: number;
  arrows: ArrowSettings;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function horizontalSettings(o: FlatOptions): HorizontalSettings {
  const animation = oneOf<SlideAnimation>(
    o.behaviourParams_gallery_horizontal_slideAnimation,
    ['SCROLL', 'FADE', 'DECK'],
    'SCROLL',
  );
  const transition = o.behaviourParams_gallery_horizontal_slideTransition;
  return {
    rightToLeft: o.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT',
    scrollSnap: o.behaviourParams_gallery_horizontal_enableScrollSnap === true,
    blockScroll:
      o.behaviourParams_gallery_horizontal_blockScroll === true || animation !== 'SCROLL',
    loop: o.behaviourParams_gallery_horizontal_loop === true,
    durationMs: Math.max(
      0,
      numberOr(
        o.behaviourParams_gallery_horizontal_navigationDuration,
        D.behaviourParams_gallery_horizontal_navigationDuration as number,
      ),
    ),
    animation,
    transition: typeof transition === 'string' && transition.trim() !== '' ? transition : 'ease',
    itemSpacing: numberOr(o.layoutParams_structure_itemSpacing, 0),
    arrows: arrowSettings(o),
  };
}

function arrowSettings(o: FlatOptions): ArrowSettings {
  const color = o.stylingParams_arrowsColor;
  const background = o.layoutParams_navigationArrows_container_backgroundColor;
  return {
    enabled: o.layoutParams_navigationArrows_enable !== false,
    type: oneOf<ArrowType>(
      o.layoutParams_navigationArrows_type,
      ['DEFAULT_ARROW', 'ARROW_2', 'ARROW_3', 'ARROW_4', 'ARROW_5', 'ARROW_6', 'ARROW_7'],
      'DEFAULT_ARROW',
    ),
    container: oneOf<ArrowContainer>(
      o.layoutParams_navigationArrows_container_type,
      ['BOX', 'SHADOW', 'NONE'],
      'SHADOW',
    ),
    borderRadius: numberOr(o.layoutParams_navigationArrows_container_borderRadius, -1),
    backgroundColor: typeof background === 'string' ? background : '',
    position: oneOf<ArrowPosition>(
      o.layoutParams_navigationArrows_position,
      ['ON_GALLERY', 'OUTSIDE_GALLERY', 'MOUSE_CURSOR'],
      'ON_GALLERY',
    ),
    alignment: oneOf<ArrowAlignment>(
      o.layoutParams_navigationArrows_verticalAlignment,
      ['IMAGE_CENTER', 'INFO_CENTER', 'ITEM_CENTER'],
      'ITEM_CENTER',
    ),
    size: Math.max(
      0,
      numberOr(
        o.layoutParams_navigationArrows_size,
        D.layoutParams_navigationArrows_size as number,
      ),
    ),
    padding: Math.max(
      0,
      numberOr(
        o.layoutParams_navigationArrows_padding,
        D.layoutParams_navigationArrows_padding as number,
      ),
    ),
    color:
      typeof color === 'string' && color !== '' ? color : (D.stylingParams_arrowsColor as string),
  };
}

/** The room an arrow outside the gallery takes on each side (spec/002 §9); 0 on the gallery. */
export function outsideArrowRoom(settings: HorizontalSettings): number {
  const { arrows } = settings;
  if (!arrows.enabled || arrows.position !== 'OUTSIDE_GALLERY') return 0;
  return arrows.size + ARROW_MARGIN + settings.itemSpacing / 2;
}
