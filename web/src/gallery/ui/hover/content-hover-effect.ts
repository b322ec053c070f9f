// The content hover effects (spec/001 §3 behaviourParams.item.content.hoverAnimation): how an
// item's media looks while the item is hovered, and while it is not. TILT turns the media by the
// tilt angle (tiltAngleValue, default -4 degrees, spec/001 §9), enlarged so no corner shows.

import type { ContentHoverEffect } from './hover-settings.ts';

export interface ContentLook {
  filter?: string;
  transform?: string;
}

const NONE: ContentLook = {};

/** Enough to cover the item's corners at a few degrees of tilt. */
const TILT_SCALE = 1.15;

export function contentHoverLook(
  effect: ContentHoverEffect,
  hovered: boolean,
  tiltAngle: number,
): ContentLook {
  switch (effect) {
    case 'BLUR':
      return hovered ? { filter: 'blur(4px)' } : NONE;
    case 'COLOR_IN':
      // Grey until hovered: the colour comes in.
      return { filter: hovered ? 'grayscale(0)' : 'grayscale(1)' };
    case 'DARKENED':
      return hovered ? { filter: 'brightness(0.6)' } : NONE;
    case 'GRAYSCALE':
      return hovered ? { filter: 'grayscale(1)' } : NONE;
    case 'INVERT':
      return hovered ? { filter: 'invert(1)' } : NONE;
    case 'SHRINK':
      return hovered ? { transform: 'scale(0.9)' } : NONE;
    case 'TILT':
      return hovered ? { transform: `rotate(${tiltAngle}deg) scale(${TILT_SCALE})` } : NONE;
    case 'ZOOM_IN':
      return hovered ? { transform: 'scale(1.1)' } : NONE;
    case 'NO_EFFECT':
    default:
      return NONE;
  }
}
