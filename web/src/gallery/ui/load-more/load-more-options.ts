// The load-more options, read from the option engine's result (spec/001 §3 behaviourParams.gallery
// .vertical.loadMore; defaults, migration — enableInfiniteScroll — and normalisation included).

import { type CleanFont, cleanLoadMoreFont } from '../../model/options/load-more-font.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import type { LoadMoreAmount, LoadMoreMode } from './load-more-rules.ts';

export interface LoadMoreOptions {
  mode: LoadMoreMode;
  amount: LoadMoreAmount;
  /** The button's text ('Load More' by default, spec/001 §9). */
  text: string;
  /** The button's CSS font, when the options give one, with underline as a text decoration. */
  font?: CleanFont;
}

const FONT_NAMES = ['behaviourParams_gallery_vertical_loadMore_font', 'loadMoreButtonFont'];

/** The font in any of the shapes the options hold it: a CSS string, { value }, or flattened. */
function buttonFont(o: FlatOptions): CleanFont | undefined {
  for (const name of FONT_NAMES) {
    const given = o[name];
    const font = (typeof given === 'object' && given !== null ? given : {}) as Partial<CleanFont>;
    const value = typeof given === 'string' ? given : (font.value ?? o[`${name}_value`]);
    if (typeof value !== 'string' || value.trim() === '') continue;
    const clean = cleanLoadMoreFont(value);
    const decoration = font.textDecoration ?? o[`${name}_textDecoration`];
    return decoration === 'underline' ? { ...clean, textDecoration: 'underline' } : clean;
  }
  return undefined;
}

export function loadMoreOptions(options: FlatOptions): LoadMoreOptions {
  const vertical = options.layoutParams_structure_scrollDirection !== 'HORIZONTAL';
  // Horizontal galleries grow sideways, which their own view handles.
  const mode: LoadMoreMode = !vertical
    ? 'NONE'
    : options.behaviourParams_gallery_vertical_loadMore_enable === true
      ? 'BUTTON'
      : 'SCROLL';
  return {
    mode,
    amount:
      options.behaviourParams_gallery_vertical_loadMore_amount === 'PARTIAL' ? 'PARTIAL' : 'ALL',
    text: String(options.behaviourParams_gallery_vertical_loadMore_text),
    font: buttonFont(options),
  };
}
