// BOLD, ITALIC, UNDERLINE, COLOR and FONT_SIZE (spec/000 §3 "Text decorations"): semantic
// elements for emphasis, and one span for what only a style can say. Content is untrusted, so
// only validated colours and finite sizes reach a style; the rest is dropped and reported.

import type { CSSProperties, ReactNode } from 'react';
import { invalidColorError, isValidColor } from '../../content/colors.ts';
import type { Decoration, DecorationOf, DecorationType } from '../../content/types/decorations.ts';

const DEFAULT_BOLD_WEIGHT = 700;
/** Below this weight a BOLD decoration thins the text rather than emphasising it. */
const EMPHASIS_WEIGHT = 600;

export type DecorationsByType = { [T in DecorationType]?: DecorationOf<T> };

/** The last decoration of each type (a later one overrides an earlier one). */
export function byType(decorations: readonly Decoration[]): DecorationsByType {
  const found: Record<string, Decoration> = {};
  for (const decoration of decorations) found[decoration.type] = decoration;
  return found as DecorationsByType;
}

export interface Formatting {
  bold: number | undefined;
  italic: boolean | undefined;
  underline: boolean | undefined;
  style: CSSProperties;
  /** Invalid values found (spec/000 §5: an invalid colour is logged). */
  problems: Error[];
}

function fontWeight(decoration: DecorationOf<'BOLD'> | undefined): number | undefined {
  if (decoration === undefined) return undefined;
  const weight = decoration.fontWeightValue;
  return typeof weight === 'number' && Number.isFinite(weight) && weight >= 1 && weight <= 1000
    ? weight
    : DEFAULT_BOLD_WEIGHT;
}

function flag(value: boolean | undefined, present: boolean): boolean | undefined {
  return present ? value !== false : undefined;
}

function fontSize(
  decoration: DecorationOf<'FONT_SIZE'> | undefined,
  problems: Error[],
): string | undefined {
  const data = decoration?.fontSizeData;
  if (data === undefined) return undefined;
  if (typeof data.value !== 'number' || !Number.isFinite(data.value) || data.value <= 0) {
    problems.push(new Error(`invalid font size: ${JSON.stringify(data.value)} (FONT_SIZE)`));
    return undefined;
  }
  return `${data.value}${data.unit === 'EM' ? 'em' : 'px'}`;
}

function colour(value: unknown, where: string, problems: Error[]): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isValidColor(value)) return value.trim();
  problems.push(invalidColorError(value, where));
  return undefined;
}

export function formattingOf(decorations: DecorationsByType): Formatting {
  const problems: Error[] = [];
  const bold = fontWeight(decorations.BOLD);
  const italic = flag(decorations.ITALIC?.italicData, decorations.ITALIC !== undefined);
  const underline = flag(decorations.UNDERLINE?.underlineData, decorations.UNDERLINE !== undefined);
  const colorData = decorations.COLOR?.colorData;
  const style: CSSProperties = {};
  const color = colour(colorData?.foreground, 'COLOR foreground', problems);
  const backgroundColor = colour(colorData?.background, 'COLOR background', problems);
  const size = fontSize(decorations.FONT_SIZE, problems);
  if (color !== undefined) style.color = color;
  if (backgroundColor !== undefined) style.backgroundColor = backgroundColor;
  if (size !== undefined) style.fontSize = size;
  if (bold !== undefined && bold < EMPHASIS_WEIGHT) style.fontWeight = bold;
  if (italic === false) style.fontStyle = 'normal';
  if (underline === false) style.textDecoration = 'none';
  return { bold, italic, underline, style, problems };
}

/** Wraps the text in the formatting's elements: span(style) > strong > em > u > text. */
export function applyFormatting(
  content: ReactNode,
  { bold, italic, underline, style }: Formatting,
): ReactNode {
  let result = content;
  if (underline === true) result = <u>{result}</u>;
  if (italic === true) result = <em>{result}</em>;
  if (bold !== undefined && bold >= EMPHASIS_WEIGHT)
    result = <strong style={{ fontWeight: bold }}>{result}</strong>;
  if (Object.keys(style).length > 0) result = <span style={style}>{result}</span>;
  return result;
}
