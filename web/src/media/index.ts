// Media links: the video-link parser and builder of spec/001 §5 and the player-address
// recognition of spec/000 §5. Pure TypeScript: no React, no DOM, no requests.

export { buildVideoUrl } from './video-link/build.ts';
export { parseVideoLink } from './video-link/parse.ts';
export {
  type LinkForm,
  type MediaType,
  VIDEO_PROVIDERS,
  type VideoLink,
  type VideoParams,
  type VideoProvider,
} from './video-link/types.ts';
export { type FileType, fileTypeOf } from './player/file-types.ts';
export { type PlayerMatch, type PlayerName, recognisePlayerUrl } from './player/recognise.ts';
export { parseHttpUrl } from './http-url.ts';
export { formatTimeWithUnits, parseTimeParam } from './time-param.ts';
export {
  DEFAULT_MEDIA_HOSTS,
  type MediaHosts,
  type MediaSource,
  mediaAddress,
  videoAddress,
} from './media-address.ts';
