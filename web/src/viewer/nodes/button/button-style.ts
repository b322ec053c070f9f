// A button's look from its data (spec/000 §3 "Button data"): border width and radius, colours
// and their hover variants, and the size. Documents nest the styles (border.width, colors.text);
// spec/000 §3 names them flat (borderWidth, textColor); both are read. The values become CSS
// variables the stylesheet reads, so hover needs no script.

import { safeColor } from '../color.ts';
import { DEFAULT_BUTTON_SIZE } from '../constants.ts';
import { asRecord, type DataRecord, readEnum, readNumber } from '../data.ts';
import type { StyleWithVariables } from '../style-types.ts';

export const BUTTON_SIZES = ['SMALL', 'LARGE'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonLook {
  size: ButtonSize;
  variables: StyleWithVariables;
}

export function buttonLook(data: DataRecord): ButtonLook {
  const styles = asRecord(data.styles);
  const border = asRecord(styles?.border);
  const colors = asRecord(styles?.colors);
  const color = (nested: string, flat: string) =>
    safeColor(colors?.[nested]) ?? safeColor(styles?.[flat]);
  const length = (value: number | undefined) =>
    value !== undefined && value >= 0 ? `${value}px` : undefined;
  const variables: StyleWithVariables = {
    '--button-border-width': length(
      readNumber(border, 'width') ?? readNumber(styles, 'borderWidth'),
    ),
    '--button-radius': length(readNumber(border, 'radius') ?? readNumber(styles, 'borderRadius')),
    '--button-text': color('text', 'textColor'),
    '--button-text-hover': color('textHover', 'textColorHover'),
    '--button-border': color('border', 'borderColor'),
    '--button-border-hover': color('borderHover', 'borderColorHover'),
    '--button-background': color('background', 'backgroundColor'),
    '--button-background-hover': color('backgroundHover', 'backgroundColorHover'),
  };
  for (const key of Object.keys(variables) as Array<keyof StyleWithVariables>) {
    if (variables[key] === undefined) delete variables[key];
  }
  return { size: readEnum(styles, 'buttonSize', BUTTON_SIZES) ?? DEFAULT_BUTTON_SIZE, variables };
}
