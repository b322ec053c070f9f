// The layouter's parameters of a benchmarked layout, made by the gallery's option engine for the
// benchmark's container in this window.

import type { LayoutParams } from '../../../../bindings/engine.ts';
import { CONTAINER } from '../../../../bench/inputs.ts';
import { galleryLayoutParams } from '../../gallery/model/index.ts';

export function benchLayoutParams(options: Readonly<Record<string, unknown>>): LayoutParams {
  return galleryLayoutParams(options, CONTAINER, {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    // As the reference reads them: no room for texts outside the items (bench/reference.ts).
    externalInfoRenderer: false,
  });
}
