// The load-more options, read through the option engine (spec/001 §3 behaviourParams.gallery
// .vertical.loadMore; defaults, migration — enableInfiniteScroll — and normalisation included).

import { processOptions } from '../../model/options/process.ts';
import type { LoadMoreAmount, LoadMoreMode } from './load-more-rules.ts';

export interface LoadMoreOptions {
  mode: LoadMoreMode;
  amount: LoadMoreAmount;
  /** The button's text ('Load More' by default, spec/001 §9). */
  text: string;
}

export function loadMoreOptions(rawOptions: unknown): LoadMoreOptions {
  const options = processOptions(rawOptions);
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
  };
}
