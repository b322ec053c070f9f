// The video options of spec/001 §3 (behaviourParams_item_video_*) as the video item uses them,
// and the play button sizes of spec/002 §9 ("thumbnail play icon 28, main play icon 60").

import type { FlatOptions } from '../../model/index.ts';
import { OPTION_DEFAULTS } from '../../model/options/defaults.ts';
import { PLAY_TRIGGERS } from '../../model/options/enums.ts';

export type PlayTrigger = (typeof PLAY_TRIGGERS)[number];

export const PLAY_ICON_SIZE = 60;
export const THUMBNAIL_PLAY_ICON_SIZE = 28;

export interface VideoSettings {
  playTrigger: PlayTrigger;
  loop: boolean;
  controls: boolean;
  /** 0 to 1; 0 plays muted. */
  volume: number;
  speed: number;
  playButton: boolean;
  /** Show the poster until the video plays. */
  placeholder: boolean;
}

function option<T>(
  options: FlatOptions,
  name: keyof typeof OPTION_DEFAULTS,
  valid: (v: unknown) => v is T,
): T {
  const value = options[name];
  return valid(value) ? value : (OPTION_DEFAULTS[name] as T);
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isTrigger = (v: unknown): v is PlayTrigger =>
  (PLAY_TRIGGERS as readonly unknown[]).includes(v);

/** The settings from processed options; `thumbnail` picks the thumbnails' play button option. */
export function videoSettings(options: FlatOptions, thumbnail = false): VideoSettings {
  return {
    playTrigger: option(options, 'behaviourParams_item_video_playTrigger', isTrigger),
    loop: option(options, 'behaviourParams_item_video_loop', isBoolean),
    controls: option(options, 'behaviourParams_item_video_enableControls', isBoolean),
    volume: Math.min(
      1,
      Math.max(0, option(options, 'behaviourParams_item_video_volume', isNumber)),
    ),
    speed: Math.min(
      10,
      Math.max(0.1, option(options, 'behaviourParams_item_video_speed', isNumber)),
    ),
    playButton: option(
      options,
      thumbnail
        ? 'behaviourParams_item_video_enableThumbnailsPlayButton'
        : 'behaviourParams_item_video_enablePlayButton',
      isBoolean,
    ),
    placeholder: option(options, 'behaviourParams_item_video_enablePlaceholder', isBoolean),
  };
}
