// The image variant an image's placeholder shows until the picture has loaded, per
// content.loader (spec/002 §3 "Image address variants"): BLUR the low-res variant, MAIN_COLOR the
// picture's colour (its 1x1 pixel variant); COLOR is a plain colour and needs no image.

import type { ImageVariant } from '../../../../../bindings/engine.ts';
import type { FlatOptions } from '../../model/index.ts';

export type PlaceholderVariant = Extract<ImageVariant, 'low-res' | 'pixel'>;

const PLACEHOLDER_VARIANTS: Readonly<Record<string, PlaceholderVariant>> = {
  BLUR: 'low-res',
  MAIN_COLOR: 'pixel',
};

export function placeholderVariantOf(options: FlatOptions): PlaceholderVariant | undefined {
  return PLACEHOLDER_VARIANTS[String(options.behaviourParams_item_content_loader)];
}
