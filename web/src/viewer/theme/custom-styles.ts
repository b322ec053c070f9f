// Custom styles per text type (spec/000 §3 "Theme"), as `--tessera-{type}-{property}` variables
// that the renderers of those text types read.

import type { ViewerLogger } from '../logger.ts';
import { validColourOrLog } from './colour.ts';

export const STYLED_TEXT_TYPES = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'quote',
  'code',
  'link',
  'hashtag',
  'mention',
  'button',
] as const;
export type StyledTextType = (typeof STYLED_TEXT_TYPES)[number];

export interface CustomStyle {
  color?: string;
  backgroundColor?: string;
  fontFamily?: string;
  fontSize?: number | string;
  fontWeight?: number | string;
  fontStyle?: 'normal' | 'italic';
  textDecoration?: string;
  lineHeight?: number | string;
  paddingTop?: number | string;
  paddingBottom?: number | string;
}

export type CustomStyles = Partial<Record<StyledTextType, CustomStyle>>;

const COLOUR_PROPERTIES = new Set(['color', 'backgroundColor']);
const LENGTH_PROPERTIES = new Set(['fontSize', 'paddingTop', 'paddingBottom']);
const LENGTH = /^\d+(?:\.\d+)?(?:px|em|rem|%|pt|vw|vh)?$/;
// Family names, weights, styles, decorations: words, digits, quotes, commas, hyphens, spaces.
const KEYWORDS = /^[\w\s"',.-]+$/;

export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function variableName(type: string, property: string): string {
  return `--tessera-${type}-${kebab(property)}`;
}

/** A length as CSS: numbers are px; anything not a plain length is dropped. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!LENGTH.test(trimmed)) return undefined;
  return /\d$/.test(trimmed) ? `${trimmed}px` : trimmed;
}

export function cssValue(
  property: string,
  value: unknown,
  logger: ViewerLogger,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (COLOUR_PROPERTIES.has(property)) return validColourOrLog(value, logger);
  if (LENGTH_PROPERTIES.has(property)) return cssLength(value);
  if (property === 'lineHeight') {
    if (typeof value === 'number')
      return Number.isFinite(value) && value > 0 ? String(value) : undefined;
    return typeof value === 'string' && /^\d+(?:\.\d+)?(?:px|em|rem|%)?$/.test(value.trim())
      ? value.trim()
      : undefined;
  }
  const text = String(value).trim();
  return KEYWORDS.test(text) ? text : undefined;
}

export function customStyleVariables(
  styles: CustomStyles | undefined,
  logger: ViewerLogger,
): Record<string, string> {
  const variables: Record<string, string> = {};
  if (!styles) return variables;
  for (const type of STYLED_TEXT_TYPES) {
    const style = styles[type];
    if (!style || typeof style !== 'object') continue;
    for (const [property, value] of Object.entries(style)) {
      const css = cssValue(property, value, logger);
      if (css !== undefined) variables[variableName(type, property)] = css;
    }
  }
  return variables;
}
