// The container a gallery lays out in (spec/000 §9): its width is measured in the browser and the
// default 980 (320 on a phone) on the server; its height is the default 500, the THUMBNAIL
// layout's 620, or for a SLIDER its width times the items' shape, sampled from the first 20 items
// and kept between 9/16 and 1. Pure.

import {
  DEFAULT_CONTAINER,
  DEFAULT_MOBILE_CONTAINER,
  LAYOUT_SAMPLE_SIZE,
  SLIDER_MAX_RATIO,
  SLIDER_MIN_RATIO,
  THUMBNAIL_LAYOUT_HEIGHT,
} from './content-defaults.ts';
import type { LayoutType } from './content-options.ts';

export interface Container {
  width: number;
  height: number;
}

export interface Sized {
  width: number;
  height: number;
}

/** The mean height-to-width ratio of the first items with a size, within the slider's bounds;
 *  the widest bound when none has a size. */
export function sliderRatio(items: readonly Sized[]): number {
  const sample = items
    .slice(0, LAYOUT_SAMPLE_SIZE)
    .filter(({ width, height }) => width > 0 && height > 0);
  if (sample.length === 0) return SLIDER_MIN_RATIO;
  const mean = sample.reduce((sum, { width, height }) => sum + height / width, 0) / sample.length;
  return Math.min(SLIDER_MAX_RATIO, Math.max(SLIDER_MIN_RATIO, mean));
}

export function containerHeight(type: LayoutType, width: number, items: readonly Sized[]): number {
  if (type === 'THUMBNAIL') return THUMBNAIL_LAYOUT_HEIGHT;
  if (type === 'SLIDER') return Math.round(width * sliderRatio(items));
  return DEFAULT_CONTAINER.height;
}

/** The container of a gallery `width` wide (the device's default width when not measured). */
export function galleryContainer(
  type: LayoutType,
  items: readonly Sized[],
  isMobile: boolean,
  width?: number,
): Container {
  const base = isMobile ? DEFAULT_MOBILE_CONTAINER : DEFAULT_CONTAINER;
  const shown = width !== undefined && width > 0 ? width : base.width;
  return { width: shown, height: containerHeight(type, shown, items) };
}
