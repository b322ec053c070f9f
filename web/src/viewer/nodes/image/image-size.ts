// How wide an image is asked of the media host (spec/000 §3 "Image data", §5): the width it is
// shown at, in steps so that a window being resized does not fetch a new picture for every pixel.
// Before the box can be measured (server rendering, hydration) the width is estimated from the
// container data. Pure: no React, no DOM.

import type { ImageUrlRequest } from '../../../../../bindings/index.ts';
import type { ContainerLayout } from '../container/index.ts';

/** Widths asked of the host go up in steps of this many CSS pixels. */
export const IMAGE_WIDTH_STEP = 100;

/** The content column assumed before the box is measured (desktop, mobile), and the SMALL size
 *  (the container box's default small width). */
export const ESTIMATED_CONTENT_WIDTH = { desktop: 740, mobile: 400 } as const;
const SMALL_WIDTH = 350;

/** spec/000 §9: an image counts as wide enough when its custom width is above 150. */
export const WIDE_ENOUGH_ABOVE = 150;

/** Whether the image is wide enough for the Expand image button to show over it on hover. */
export function isWideEnough(layout: ContainerLayout): boolean {
  return layout.width.size !== 'CUSTOM' || layout.width.pixels > WIDE_ENOUGH_ABOVE;
}

export function stepUp(width: number): number {
  return Math.max(1, Math.ceil(width / IMAGE_WIDTH_STEP)) * IMAGE_WIDTH_STEP;
}

/** The width an image is estimated to show at before it is measured. */
export function estimatedWidth(
  layout: ContainerLayout,
  sourceWidth: number,
  isMobile: boolean,
): number {
  const content = ESTIMATED_CONTENT_WIDTH[isMobile ? 'mobile' : 'desktop'];
  const { width } = layout;
  const shown =
    width.size === 'CUSTOM'
      ? width.pixels
      : width.size === 'SMALL'
        ? SMALL_WIDTH
        : width.size === 'ORIGINAL' && sourceWidth > 0
          ? sourceWidth
          : content;
  return stepUp(Math.min(shown, content));
}

/**
 * The engine request for an image shown `width` CSS pixels wide at a device pixel ratio, the
 * source's proportions kept (fill at its own aspect ratio). Without the source's size there is
 * nothing to scale from: the host's original picture is asked for.
 */
export function imageRequest(
  id: string,
  sourceWidth: number,
  sourceHeight: number,
  width: number,
  devicePixelRatio: number,
): ImageUrlRequest {
  const known = sourceWidth > 0 && sourceHeight > 0;
  return {
    fit: 'fill',
    id,
    width: sourceWidth,
    height: sourceHeight,
    targetWidth: width,
    targetHeight: known ? Math.round((width * sourceHeight) / sourceWidth) : width,
    options: { devicePixelRatio },
    variant: known ? 'resized' : 'full',
  };
}
