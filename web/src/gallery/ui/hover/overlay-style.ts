// Where the overlay lies on its item and how it comes and goes (spec/001 §3
// behaviourParams.item.overlay, spec/002 §5): a band along one side or across the middle, as
// thick as `size` (a percentage of the item's side or pixels), `padding` away from the item's
// edges. Its size is never negative and is capped by the room the padding leaves (spec/002 §5).

import type { HoveringBehaviour, OverlayAnimation, OverlaySettings } from './hover-settings.ts';

/** The overlay's box inside its item, in CSS pixels; `left` is from the item's inline start. */
export interface OverlayBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The band's thickness across `side` (the item's width or height) once the padding is taken. */
function bandThickness(overlay: OverlaySettings, side: number, padding: number): number {
  const wanted = overlay.sizeUnits === 'PIXEL' ? overlay.size : (side * overlay.size) / 100;
  return clamp(wanted, 0, side - 2 * padding);
}

export function overlayBox(overlay: OverlaySettings, width: number, height: number): OverlayBox {
  const padding = clamp(overlay.padding, 0, Math.min(width, height) / 2);
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  switch (overlay.position) {
    case 'TOP':
    case 'BUTTOM':
    case 'CENTERED_VERTICALLY': {
      const thickness = bandThickness(overlay, height, padding);
      const top =
        overlay.position === 'TOP'
          ? padding
          : overlay.position === 'BUTTOM'
            ? height - padding - thickness
            : (height - thickness) / 2;
      return { left: padding, top, width: innerWidth, height: thickness };
    }
    case 'RIGHT':
    case 'CENTERED_HORIZONTALLY':
    case 'LEFT':
    default: {
      const thickness = bandThickness(overlay, width, padding);
      const left =
        overlay.position === 'RIGHT'
          ? width - padding - thickness
          : overlay.position === 'CENTERED_HORIZONTALLY'
            ? (width - thickness) / 2
            : padding;
      return { left, top: padding, width: thickness, height: innerHeight };
    }
  }
}

/** Whether the overlay shows, by the hovering behaviour and the item's hover state. */
export function overlayShown(behaviour: HoveringBehaviour, hovered: boolean): boolean {
  switch (behaviour) {
    case 'ALWAYS_SHOW':
      return true;
    case 'DISAPPEARS':
      return !hovered;
    case 'NEVER_SHOW':
      return false;
    case 'APPEARS':
    default:
      return hovered;
  }
}

/** How the overlay looks while hidden, so that showing it plays its hover animation. */
const HIDDEN_LOOK: Readonly<Record<OverlayAnimation, { opacity?: number; transform?: string }>> = {
  NO_EFFECT: {},
  FADE_IN: { opacity: 0 },
  EXPAND: { opacity: 0, transform: 'scale(0.8)' },
  SLIDE_UP: { transform: 'translateY(100%)' },
  SLIDE_DOWN: { transform: 'translateY(-100%)' },
  SLIDE_LEFT: { transform: 'translateX(100%)' },
  SLIDE_RIGHT: { transform: 'translateX(-100%)' },
};

export interface OverlayLook {
  visibility: 'visible' | 'hidden';
  opacity?: number;
  transform?: string;
}

export function overlayLook(animation: OverlayAnimation, shown: boolean): OverlayLook {
  if (shown) return { visibility: 'visible' };
  return { visibility: 'hidden', ...(HIDDEN_LOOK[animation] ?? {}) };
}
