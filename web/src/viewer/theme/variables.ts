// The whole theme as CSS custom properties on the viewer's root, so a dark palette is one object
// away. Every name the renderers may read:
//   palette        --tessera-text-color, --tessera-background-color, --tessera-action-color,
//                  --tessera-disabled-color, --tessera-low-text-color
//   typography     --tessera-font-family, --tessera-line-height,
//                  --tessera-{p,h1..h6}-font-size (desktop or mobile sizes of spec/000 §9)
//   custom styles  --tessera-{p,h1..h6,quote,code,link,hashtag,mention,button}-{color,
//                  background-color,font-family,font-size,font-weight,font-style,text-decoration,
//                  line-height,padding-top,padding-bottom} (only those set by the theme or the
//                  document's documentStyle; read them with a fallback)
//   blocks         --tessera-block-padding-top, --tessera-block-padding-bottom (16px, spec/000 §9)
//   breakout       --tessera-breakout-padding (how far full-width blocks reach past the column)
//   layering       --tessera-z-index-{base,toolbar,popup,drawer,dialog,tooltip,notification}

import type { ViewerLogger } from '../logger.ts';
import { cssLength, type CustomStyles, customStyleVariables } from './custom-styles.ts';
import { zIndexes } from './layering.ts';
import { type PaletteInput, resolvePalette } from './palette.ts';
import { fontSizesFor, LINE_HEIGHT, type TypographyInput } from './typography.ts';

/** spec/000 §9: "Default block padding 16px top and bottom." */
export const DEFAULT_BLOCK_PADDING = '16px';

export interface ThemeInput {
  /** A palette name ('light', 'dark') or the five colours. */
  palette?: PaletteInput;
  customStyles?: CustomStyles;
  typography?: TypographyInput;
  /** How far full-width blocks reach past the content column on each side, per device. */
  breakoutPaddings?: { desktop?: number | string; mobile?: number | string };
  /** Replaces the device's base z-index (5000 desktop, 100000 mobile). */
  baseZIndex?: number;
}

export type ThemeVariables = Record<`--tessera-${string}`, string>;

/** The variables of no theme (most pages), made once per kind of device. */
const DEFAULT_VARIABLES = new Map<boolean, ThemeVariables>();

/** Throws PaletteError when a palette object lacks colours (spec/000 §5). */
export function themeVariables(
  theme: ThemeInput | undefined,
  isMobile: boolean,
  logger: ViewerLogger,
): ThemeVariables {
  if (theme !== undefined) return variablesOf(theme, isMobile, logger);
  let variables = DEFAULT_VARIABLES.get(isMobile);
  if (variables === undefined)
    DEFAULT_VARIABLES.set(
      isMobile,
      (variables = Object.freeze(variablesOf(theme, isMobile, logger))),
    );
  return variables;
}

function variablesOf(
  theme: ThemeInput | undefined,
  isMobile: boolean,
  logger: ViewerLogger,
): ThemeVariables {
  const palette = resolvePalette(theme?.palette, logger);
  const variables: Record<string, string> = {
    '--tessera-text-color': palette.textColor,
    '--tessera-background-color': palette.backgroundColor,
    '--tessera-action-color': palette.actionColor,
    '--tessera-disabled-color': palette.disabledColor,
    '--tessera-low-text-color': palette.textColorLow,
    '--tessera-line-height': String(theme?.typography?.lineHeight ?? LINE_HEIGHT),
    '--tessera-block-padding-top': DEFAULT_BLOCK_PADDING,
    '--tessera-block-padding-bottom': DEFAULT_BLOCK_PADDING,
    '--tessera-breakout-padding':
      cssLength(theme?.breakoutPaddings?.[isMobile ? 'mobile' : 'desktop']) ?? '0px',
  };
  const family = theme?.typography?.fontFamily;
  if (family) variables['--tessera-font-family'] = family;
  for (const [type, size] of Object.entries(fontSizesFor(isMobile, theme?.typography))) {
    variables[`--tessera-${type}-font-size`] = `${size}px`;
  }
  for (const [layer, z] of Object.entries(zIndexes(isMobile, theme?.baseZIndex))) {
    variables[`--tessera-z-index-${layer}`] = String(z);
  }
  Object.assign(variables, customStyleVariables(theme?.customStyles, logger));
  return variables as ThemeVariables;
}
