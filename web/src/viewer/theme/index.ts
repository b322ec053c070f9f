export { isValidColor } from './colour.ts';
export {
  type CustomStyle,
  type CustomStyles,
  STYLED_TEXT_TYPES,
  type StyledTextType,
} from './custom-styles.ts';
export { BASE_Z_INDEX, Z_INDEX_STEPS } from './layering.ts';
export {
  DARK_PALETTE,
  LIGHT_PALETTE,
  type Palette,
  PALETTE_COLOURS,
  type PaletteColour,
  PaletteError,
  type PaletteInput,
  PALETTES,
} from './palette.ts';
export {
  DESKTOP_FONT_SIZES,
  LINE_HEIGHT,
  MOBILE_FONT_SIZES,
  type TypographyInput,
} from './typography.ts';
export {
  DEFAULT_BLOCK_PADDING,
  type ThemeInput,
  type ThemeVariables,
  themeVariables,
} from './variables.ts';
