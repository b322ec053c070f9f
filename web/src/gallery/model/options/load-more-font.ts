// On mobile the load-more button's font is cleaned (spec/001 §4): the "font:" prefix and the
// trailing semicolon go, and underline moves out into a separate text-decoration.

import type { FlatOptions } from './flatten.ts';

export interface CleanFont {
  value: string;
  textDecoration?: 'underline';
}

const PREFIX = /^\s*font\s*:\s*/i;
const TRAILING_SEMICOLON = /\s*;\s*$/;
const UNDERLINE = /\bunderline\b/i;

/** "font:normal normal normal 16px/1.4em avenir underline;" -> value and text decoration. */
export function cleanLoadMoreFont(font: string): CleanFont {
  let value = font.replace(PREFIX, '').replace(TRAILING_SEMICOLON, '');
  if (!UNDERLINE.test(value)) return { value };
  value = value.replace(UNDERLINE, ' ').replace(/\s+/g, ' ').trim();
  return { value, textDecoration: 'underline' };
}

/** Where the load-more font may be: a CSS string, or a font object ({ value }) flattened. */
const FONT_OPTIONS = [
  'loadMoreButtonFont',
  'behaviourParams_gallery_vertical_loadMore_font',
] as const;

/** Cleans every load-more font in flat options, in place. */
export function cleanLoadMoreFonts(o: FlatOptions): void {
  for (const name of FONT_OPTIONS) {
    for (const at of [name, `${name}_value`]) {
      const font = o[at];
      if (typeof font !== 'string') continue;
      const clean = cleanLoadMoreFont(font);
      const base = at === name ? name : `${name}_`;
      if (at === name) {
        o[name] = clean;
      } else {
        o[at] = clean.value;
        if (clean.textDecoration) o[`${base}textDecoration`] = clean.textDecoration;
      }
    }
  }
}
