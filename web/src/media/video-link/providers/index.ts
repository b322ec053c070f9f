// Every provider the video-link parser knows (spec/001 §5), in the order links are tried.

import type { ProviderCodec, VideoProvider } from '../types.ts';
import { coub } from './coub.ts';
import { dailymotion } from './dailymotion.ts';
import { facebook } from './facebook.ts';
import { loom } from './loom.ts';
import { soundcloud } from './soundcloud.ts';
import { streamable } from './streamable.ts';
import { ted } from './ted.ts';
import { tiktok } from './tiktok.ts';
import { twitch } from './twitch.ts';
import { vimeo } from './vimeo.ts';
import { wistia } from './wistia.ts';
import { youku } from './youku.ts';
import { youtube } from './youtube.ts';

export const PROVIDER_CODECS: Readonly<Record<VideoProvider, ProviderCodec>> = {
  youtube,
  vimeo,
  dailymotion,
  twitch,
  wistia,
  soundcloud,
  facebook,
  tiktok,
  loom,
  ted,
  coub,
  youku,
  streamable,
};
