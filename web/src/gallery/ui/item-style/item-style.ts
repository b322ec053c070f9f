// An item's border, corner radius and shadow (spec/001 §3 stylingParams), as CSS. Pure.

import type { CSSProperties } from 'react';
import type { FlatOptions } from '../../model/index.ts';
import { OPTION_DEFAULTS } from '../../model/options/defaults.ts';

/** The item border colour when the options give none (spec/001 §9). */
export const DEFAULT_ITEM_BORDER_COLOR = String(OPTION_DEFAULTS.stylingParams_itemBorderColor);

function nonNegative(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function colorOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

const hundredths = (n: number) => Math.round(n * 100) / 100 + 0;

/**
 * The shadow's offset: `size` pixels towards `direction`, in degrees clockwise from straight up
 * (the default 135 casts it down and to the right).
 */
export function shadowOffset(direction: number, size: number): { x: number; y: number } {
  const radians = (direction * Math.PI) / 180;
  return { x: hundredths(size * Math.sin(radians)), y: hundredths(-size * Math.cos(radians)) };
}

export function itemShadow(options: FlatOptions): string | undefined {
  if (options.stylingParams_itemEnableShadow !== true) return undefined;
  const blur = nonNegative(options.stylingParams_itemShadowBlur);
  const direction = Number(options.stylingParams_itemShadowDirection);
  const { x, y } = shadowOffset(
    Number.isFinite(direction)
      ? direction
      : Number(OPTION_DEFAULTS.stylingParams_itemShadowDirection),
    nonNegative(options.stylingParams_itemShadowSize),
  );
  const color = colorOr(
    options.stylingParams_itemShadowOpacityAndColor,
    String(OPTION_DEFAULTS.stylingParams_itemShadowOpacityAndColor),
  );
  return `${x}px ${y}px ${blur}px ${color}`;
}

/**
 * Border, radius and shadow of an item's frame; none with the crop method FIT, whose media does
 * not fill its box (spec/001 §4 "Crop method FIT zeroes border width, border radius and shadow").
 */
export function itemFrameStyle(options: FlatOptions): CSSProperties {
  if (options.layoutParams_crop_method === 'FIT') return {};
  const style: CSSProperties = {};
  const width = nonNegative(options.stylingParams_itemBorderWidth);
  if (width > 0) {
    style.borderWidth = width;
    style.borderStyle = 'solid';
    style.borderColor = colorOr(options.stylingParams_itemBorderColor, DEFAULT_ITEM_BORDER_COLOR);
  }
  const radius = nonNegative(options.stylingParams_itemBorderRadius);
  if (radius > 0) style.borderRadius = radius;
  const shadow = itemShadow(options);
  if (shadow !== undefined) style.boxShadow = shadow;
  return style;
}
