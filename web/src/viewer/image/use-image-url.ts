// The address of a media-host image as the viewer shows it (spec/000 §5: quality capped at 90,
// sharpening clamped), or undefined while the image engine loads or when there is nothing to show.
// An id the builder refuses falls back to undefined and is reported, never thrown.

import type { ImageUrlRequest } from '../../../../bindings/index.ts';
import { useViewer, type ViewerContextValue } from '../context.ts';
import { viewerImageRequest } from './limits.ts';

export function useImageUrl(
  request: ImageUrlRequest | undefined,
  host?: string,
): string | undefined {
  return viewerImageUrl(useViewer(), request, host);
}

/** useImageUrl with the viewer's context at hand. */
export function viewerImageUrl(
  { imageEngine, reportError }: Pick<ViewerContextValue, 'imageEngine' | 'reportError'>,
  request: ImageUrlRequest | undefined,
  host?: string,
): string | undefined {
  if (!request || !imageEngine) return undefined;
  try {
    return imageEngine.imageUrl(viewerImageRequest(request), host);
  } catch (error) {
    reportError(error);
    return undefined;
  }
}
