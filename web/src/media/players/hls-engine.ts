// Who plays an HLS playlist (spec/000 §5: m3u8). hls.js where the browser has Media Source
// Extensions, as hls.js itself advises: the same streaming, errors and events everywhere. The
// browser's own HLS only where there is no MSE (iOS Safari before 17.1), so nothing is loaded there.

export type HlsEngine = 'hls.js' | 'native';

export interface HlsSupport {
  /** `MediaSource` or `ManagedMediaSource` exists. */
  mediaSource: boolean;
  /** `canPlayType('application/vnd.apple.mpegurl')` is not empty. */
  nativeHls: boolean;
}

export function hlsEngine({ mediaSource, nativeHls }: HlsSupport): HlsEngine {
  if (mediaSource) return 'hls.js';
  return nativeHls ? 'native' : 'hls.js';
}

/** What this browser has, asked without loading hls.js. */
export function hlsSupport(video: HTMLMediaElement): HlsSupport {
  return {
    mediaSource: 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis,
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}
