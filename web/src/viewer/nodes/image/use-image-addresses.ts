// The addresses of an image shown `width` CSS pixels wide: `src` for a device pixel ratio of 1 and
// a `srcSet` adding the 2x picture (the engine caps the ratio at 2), from the viewer's image
// engine with its limits (spec/000 §5). A full address is used as it is. Undefined while the
// engine loads, or while there is no width to ask for.

import { useImageUrl } from '../../image/use-image-url.ts';
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
  const id = 'id' in source && width !== undefined ? source.id : undefined;
  const sized = sourceWidth > 0 && sourceHeight > 0;
  const one = useImageUrl(
    id === undefined ? undefined : imageRequest(id, sourceWidth, sourceHeight, width!, 1),
  );
  const two = useImageUrl(
    id === undefined || !sized ? undefined : imageRequest(id, sourceWidth, sourceHeight, width!, 2),
  );
  if ('url' in source) return width === undefined ? undefined : { src: source.url };
  if (one === undefined) return undefined;
  return {
    src: one,
    srcSet: two !== undefined && two !== one ? `${one} 1x, ${two} 2x` : undefined,
  };
}
