// Twin of crates/layout/src/frame.rs (the rules are explained there).
import {
  ERROR_GALLERY_TOO_WIDE,
  ERROR_GALLERY_WIDTH,
  type LayoutErrorCode,
} from '../../contract/layout-errors.ts';
import type { ParsedParams } from './params.ts';

/** No gallery is wider than this; beyond it heights could overflow. */
export const MAX_GALLERY_WIDTH = 10_000_000;
/** Item aspect ratios are held inside [1 / MAX_RATIO, MAX_RATIO] so no size can overflow. */
export const MAX_RATIO = 1e9;

export interface Frame {
  galleryWidth: number;
  /** itemSpacing / 2 - gallerySpacing: the margin the renderer removes on each side. */
  dimensionFix: number;
}

// (x - x === 0: finite, written short so that V8 inlines it.)
export function positive(x: number): boolean {
  return x - x === 0 && x > 0;
}

export function frame(params: ParsedParams): Frame | LayoutErrorCode {
  const dimensionFix = params.itemSpacing / 2 - params.gallerySpacing;
  const galleryWidth = Math.floor(Math.ceil(Math.floor(params.containerWidth) + dimensionFix * 2));
  // A horizontal gallery is laid out by its height: arrows and gallery spacing beside it may
  // leave it no width at all (observed of pro-gallery 5.0.148, which lays it out anyway).
  const missing = params.horizontalScroll
    ? !Number.isFinite(params.containerWidth)
    : !positive(params.containerWidth) || !positive(galleryWidth);
  if (missing) return ERROR_GALLERY_WIDTH;
  if (galleryWidth > MAX_GALLERY_WIDTH) return ERROR_GALLERY_TOO_WIDE;
  return { galleryWidth, dimensionFix };
}

export function dimension(x: number): number {
  // (x - x === 0: finite, written short so that V8 inlines it.)
  return x - x === 0 && x > 1 ? x : 1;
}
