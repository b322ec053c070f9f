// Twin of crates/layout/src/frame.rs (the rules are explained there).
import {
  ERROR_GALLERY_TOO_WIDE,
  ERROR_GALLERY_WIDTH,
  type LayoutErrorCode,
} from '../../contract/layout-errors.ts';
import type { ParsedParams } from './params.ts';

export const MAX_GALLERY_WIDTH = 10_000_000;
export const MAX_RATIO = 1e9;

export interface Frame {
  galleryWidth: number;
  dimensionFix: number;
}

// (x - x === 0: finite, written short so that V8 inlines it.)
export function positive(x: number): boolean {
  return x - x === 0 && x > 0;
}

export function frame(params: ParsedParams): Frame | LayoutErrorCode {
  const dimensionFix = params.itemSpacing / 2 - params.gallerySpacing;
  const galleryWidth = Math.floor(Math.ceil(Math.floor(params.containerWidth) + dimensionFix * 2));
  const missing = params.horizontalScroll
    ? !Number.isFinite(params.containerWidth)
    : !Number.isFinite(params.containerWidth) ||
      params.containerWidth === 0 ||
      !positive(galleryWidth);
  if (missing) return ERROR_GALLERY_WIDTH;
  if (galleryWidth > MAX_GALLERY_WIDTH) return ERROR_GALLERY_TOO_WIDE;
  return { galleryWidth, dimensionFix };
}

export function dimension(x: number): number {
  // (x - x === 0: finite, written short so that V8 inlines it.)
  return x - x === 0 && x > 1 ? x : 1;
}
