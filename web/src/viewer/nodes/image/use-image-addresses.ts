// The addresses of an image shown `width` CSS pixels wide: `src` for a device pixel ratio of 1 and
// a `srcSet` adding the 2x picture (the engine caps the ratio at 2), from the viewer's image
// engine with its limits (spec/000 §5), remembered for the next page that shows the picture at
// that width. A full address is used as it is. Undefined while the engine loads, or while there
// is no width to ask for.

import { useViewer } from '../../context.ts';
import { rememberedAddresses } from '../../image/remembered-addresses.ts';
import { viewerImageUrl } from '../../image/use-image-url.ts';
import type { ImageSource } from './image-data.ts';
import { imageRequest } from './image-size.ts';

export interface ImageAddresses {
  src: string;
  srcSet?: string;
}

export function useImageAddresses(
  source: ImageSource,
  sourceWidth: number,
  sourceHeight: number,
  width: number | undefined,
): ImageAddresses | undefined {
  const viewer = useViewer();
  if ('url' in source) return width === undefined ? undefined : { src: source.url };
  const { imageEngine } = viewer;
  if (width === undefined || imageEngine === undefined) return undefined;
  const { id } = source;
  return rememberedAddresses(imageEngine, `${id} ${sourceWidth} ${sourceHeight} ${width}`, () => {
    const one = viewerImageUrl(viewer, imageRequest(id, sourceWidth, sourceHeight, width, 1));
    if (one === undefined) return undefined;
    const sized = sourceWidth > 0 && sourceHeight > 0;
    const two = sized
      ? viewerImageUrl(viewer, imageRequest(id, sourceWidth, sourceHeight, width, 2))
      : undefined;
    return {
      src: one,
      srcSet: two !== undefined && two !== one ? `${one} 1x, ${two} 2x` : undefined,
    };
  });
}
