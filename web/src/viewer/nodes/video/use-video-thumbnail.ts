// The picture a VIDEO node shows before it plays (spec/000 §4 "Video url and thumbnail lookup":
// initial, loading, ready): its own thumbnail (an address, or a media-host id the image engine
// turns into one), else the thumbnail_url of the host's oEmbed lookup for a service's link. The
// viewer makes no request of its own: without the host's lookup there is none. A failed lookup
// is ready without an address, and nothing is shown (spec/000 §8).

import { useEffect, useState } from 'react';
import { fileTypeOf } from '../../../media/player/file-types.ts';
import { useViewer } from '../../context.ts';
import { useImageUrl } from '../../image/use-image-url.ts';
import { fillRequest, httpAddress } from '../media/media-source.ts';
import type { VideoData } from './video-data.ts';

export type LookupState = 'initial' | 'loading' | 'ready';

export interface Thumbnail {
  state: LookupState;
  url?: string;
}

/** The size thumbnails are asked for: the default content width (spec/000 §9: 980). */
export const THUMBNAIL_WIDTH = 980;

export function useVideoThumbnail(video: VideoData): Thumbnail {
  const { oEmbed } = useViewer().services;
  const own = video.thumbnail;
  const engineUrl = useImageUrl(
    own && 'id' in own
      ? fillRequest(own, THUMBNAIL_WIDTH, Math.round(THUMBNAIL_WIDTH / video.ratio))
      : undefined,
  );
  // A service's link has embed metadata; a file has none.
  const lookupUrl =
    own === undefined && oEmbed && fileTypeOf(new URL(video.address)) === null
      ? video.address
      : undefined;
  // The answer for an address; an address without one is being looked up.
  const [lookup, setLookup] = useState<{ for: string; url?: string }>();

  useEffect(() => {
    if (lookupUrl === undefined || oEmbed === undefined) return;
    const controller = new AbortController();
    oEmbed(lookupUrl, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted)
          setLookup({ for: lookupUrl, url: httpAddress(result?.thumbnail_url) });
      },
      () => {
        if (!controller.signal.aborted) setLookup({ for: lookupUrl });
      },
    );
    return () => controller.abort();
  }, [lookupUrl, oEmbed]);

  if (own && 'url' in own) return { state: 'ready', url: own.url };
  if (own)
    return engineUrl === undefined ? { state: 'loading' } : { state: 'ready', url: engineUrl };
  if (lookupUrl === undefined) return { state: 'initial' };
  return lookup?.for === lookupUrl ? { state: 'ready', url: lookup.url } : { state: 'loading' };
}
