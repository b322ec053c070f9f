// The document's own documentStyle (spec/000 §3 "Document"): per text type, decorations (colour,
// weight, italic, underline, font size), paddings and line height, as the same `--tessera-{type}-*`
// variables the theme's custom styles set. Content is untrusted: every value is validated.

import type { ViewerLogger } from './logger.ts';
import { cssValue, variableName } from './theme/custom-styles.ts';

const TEXT_TYPE_OF: Readonly<Record<string, string>> = {
  paragraph: 'p',
  headerOne: 'h1',
  headerTwo: 'h2',
  headerThree: 'h3',
  headerFour: 'h4',
  headerFive: 'h5',
  headerSix: 'h6',
  blockquote: 'quote',
  codeBlock: 'code',
};

type Styles = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decorationStyles(decoration: Record<string, unknown>): Styles {
  switch (decoration.type) {
    case 'COLOR': {
      const colour = isObject(decoration.colorData) ? decoration.colorData : {};
      return { color: colour.foreground, backgroundColor: colour.background };
    }
    case 'BOLD':
      return {
        fontWeight:
          typeof decoration.fontWeightValue === 'number' ? decoration.fontWeightValue : 700,
      };
    case 'ITALIC':
      return { fontStyle: decoration.italicData === false ? 'normal' : 'italic' };
    case 'UNDERLINE':
      return { textDecoration: decoration.underlineData === false ? 'none' : 'underline' };
    case 'FONT_SIZE': {
      const size = isObject(decoration.fontSizeData) ? decoration.fontSizeData : {};
      const unit = size.unit === 'EM' ? 'em' : 'px';
      return typeof size.value === 'number' ? { fontSize: `${size.value}${unit}` } : {};
    }
    default:
      return {};
  }
}

function textTypeStyles(style: Record<string, unknown>): Styles {
  const styles: Styles = {};
  if (Array.isArray(style.decorations)) {
    for (const decoration of style.decorations)
      if (isObject(decoration)) Object.assign(styles, decorationStyles(decoration));
  }
  if (isObject(style.nodeStyle)) {
    styles.paddingTop = style.nodeStyle.paddingTop;
    styles.paddingBottom = style.nodeStyle.paddingBottom;
  }
  if (style.lineHeight !== undefined) styles.lineHeight = style.lineHeight;
  return styles;
}

export function documentStyleVariables(
  documentStyle: unknown,
  logger: ViewerLogger,
): Record<string, string> {
  const variables: Record<string, string> = {};
  if (!isObject(documentStyle)) return variables;
  for (const [key, style] of Object.entries(documentStyle)) {
    const type = Object.hasOwn(TEXT_TYPE_OF, key) ? TEXT_TYPE_OF[key] : undefined;
    if (!type || !isObject(style)) continue;
    for (const [property, value] of Object.entries(textTypeStyles(style))) {
      const css = cssValue(property, value, logger);
      if (css !== undefined) variables[variableName(type, property)] = css;
    }
  }
  return variables;
}
