// The hover options one item acts on, read from the option engine's result (spec/001 §3
// behaviourParams.item.overlay / content / secondaryMedia, defaults §9): what the overlay looks
// like and when it shows, the content's hover effect, and whether secondary media appears.

import type {
  CONTENT_HOVER_ANIMATIONS,
  HOVERING_BEHAVIOURS,
  OVERLAY_HOVER_ANIMATIONS,
  OVERLAY_POSITIONS,
  OVERLAY_SIZE_UNITS,
} from '../../model/options/enums.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import { hasHoverPlacement } from '../../model/options/placements.ts';

export type HoveringBehaviour = (typeof HOVERING_BEHAVIOURS)[number];
export type OverlayAnimation = (typeof OVERLAY_HOVER_ANIMATIONS)[number];
export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number];
export type OverlaySizeUnits = (typeof OVERLAY_SIZE_UNITS)[number];
export type ContentHoverEffect = (typeof CONTENT_HOVER_ANIMATIONS)[number];

export interface OverlaySettings {
  hoveringBehaviour: HoveringBehaviour;
  animation: OverlayAnimation;
  position: OverlayPosition;
  size: number;
  sizeUnits: OverlaySizeUnits;
  padding: number;
  backgroundColor: string;
  /** Whether the item's title and description are shown in the overlay (info placement OVERLAY). */
  showTexts: boolean;
}

export interface HoverSettings {
  overlay: OverlaySettings;
  contentEffect: ContentHoverEffect;
  /** Degrees the TILT effect turns the content by. */
  tiltAngle: number;
  /** Whether an item's secondary media appears over it on hover. */
  secondaryMediaOnHover: boolean;
}

const finite = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const read = new WeakMap<FlatOptions, HoverSettings>();

/** The settings of a gallery's options, read once for all its items. */
export function hoverSettingsOf(options: FlatOptions): HoverSettings {
  let settings = read.get(options);
  if (settings === undefined) {
    settings = hoverSettings(options);
    read.set(options, settings);
  }
  return settings;
}

export function hoverSettings(options: FlatOptions): HoverSettings {
  return {
    overlay: {
      hoveringBehaviour:
        options.behaviourParams_item_overlay_hoveringBehaviour as HoveringBehaviour,
      animation: options.behaviourParams_item_overlay_hoverAnimation as OverlayAnimation,
      position: options.behaviourParams_item_overlay_position as OverlayPosition,
      size: finite(options.behaviourParams_item_overlay_size, 0),
      sizeUnits: options.behaviourParams_item_overlay_sizeUnits as OverlaySizeUnits,
      padding: finite(options.behaviourParams_item_overlay_padding, 0),
      backgroundColor: String(options.behaviourParams_item_overlay_backgroundColor),
      showTexts:
        hasHoverPlacement(options.layoutParams_info_placement) &&
        options.layoutParams_info_layout !== 'DONT_SHOW',
    },
    contentEffect: options.behaviourParams_item_content_hoverAnimation as ContentHoverEffect,
    tiltAngle: finite(options.behaviourParams_item_content_tiltAngleValue, 0),
    secondaryMediaOnHover: options.behaviourParams_item_secondaryMedia_trigger === 'HOVER',
  };
}
