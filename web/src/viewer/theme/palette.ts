// The palette (spec/000 §3 "Theme", §5): five colours, by name or as an object. A palette object
// missing any of them is an error naming the missing ones; unknown names and objects are logged.

import {
  missingPaletteColoursMessage,
  UNRECOGNISED_PALETTE_MESSAGE,
  unknownPaletteMessage,
} from '../log-messages.ts';
import type { ViewerLogger } from '../logger.ts';
import { validColourOrLog } from './colour.ts';

export const PALETTE_COLOURS = [
  'backgroundColor',
  'disabledColor',
  'textColorLow',
  'textColor',
  'actionColor',
] as const;
export type PaletteColour = (typeof PALETTE_COLOURS)[number];
export type Palette = Readonly<Record<PaletteColour, string>>;

/** spec/000 §9: default colours are a white background and black text. */
export const LIGHT_PALETTE: Palette = {
  backgroundColor: '#ffffff',
  textColor: '#000000',
  textColorLow: '#595959',
  disabledColor: '#767676',
  actionColor: '#0b57d0',
};

export const DARK_PALETTE: Palette = {
  backgroundColor: '#121212',
  textColor: '#f2f2f2',
  textColorLow: '#b8b8b8',
  disabledColor: '#8c8c8c',
  actionColor: '#8ab4f8',
};

export const PALETTES: Readonly<Record<string, Palette>> = {
  light: LIGHT_PALETTE,
  dark: DARK_PALETTE,
};

export type PaletteInput = string | Partial<Record<PaletteColour, string>>;

export class PaletteError extends Error {
  readonly missing: readonly PaletteColour[];
  constructor(missing: readonly PaletteColour[]) {
    super(missingPaletteColoursMessage(missing));
    this.name = 'PaletteError';
    this.missing = missing;
  }
}

/** Throws PaletteError for an object missing colours; logs and falls back for the rest. */
export function resolvePalette(input: unknown, logger: ViewerLogger): Palette {
  if (input === undefined || input === null) return LIGHT_PALETTE;
  if (typeof input === 'string') {
    const named = Object.hasOwn(PALETTES, input) ? PALETTES[input] : undefined;
    if (!named) logger.error(unknownPaletteMessage(input));
    return named ?? LIGHT_PALETTE;
  }
  if (typeof input !== 'object' || Array.isArray(input)) {
    logger.error(UNRECOGNISED_PALETTE_MESSAGE, input);
    return LIGHT_PALETTE;
  }
  const given = input as Record<string, unknown>;
  const missing = PALETTE_COLOURS.filter((name) => given[name] === undefined || given[name] === '');
  if (missing.length > 0) throw new PaletteError(missing);
  const palette = { ...LIGHT_PALETTE };
  for (const name of PALETTE_COLOURS)
    palette[name] = validColourOrLog(given[name], logger) ?? LIGHT_PALETTE[name];
  return palette;
}
