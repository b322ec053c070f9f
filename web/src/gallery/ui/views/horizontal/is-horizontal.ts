// Which view a gallery gets (spec/002 §2): the horizontal one when its processed options scroll
// horizontally. Its own module, so the gallery decides without loading the view.

import type { FlatOptions } from '../../../model/options/flatten.ts';

export function isHorizontalGallery(options: FlatOptions): boolean {
  return options.layoutParams_structure_scrollDirection === 'HORIZONTAL';
}
