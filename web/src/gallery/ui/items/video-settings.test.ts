import { expect, test } from 'vitest';
import { processOptions } from '../../model/options/process.ts';
import { videoSettings } from './video-settings.ts';

test('the defaults of spec/002 §9: speed 1, volume 0, loop on, play button on, placeholder on', () => {
  expect(videoSettings(processOptions({}))).toEqual({
    playTrigger: 'HOVER',
    loop: true,
    controls: false,
    volume: 0,
    speed: 1,
    playButton: true,
    placeholder: true,
  });
});

test('the options by their flat and nested names, and the legacy ones', () => {
  const nested = processOptions({
    behaviourParams: { item: { video: { playTrigger: 'AUTO', speed: 1.5, volume: 0.3 } } },
  });
  expect(videoSettings(nested)).toMatchObject({ playTrigger: 'AUTO', speed: 1.5, volume: 0.3 });
  const legacy = processOptions({ videoPlay: 'CLICK', videoLoop: false, showVideoControls: true });
  expect(videoSettings(legacy)).toMatchObject({
    playTrigger: 'CLICK',
    loop: false,
    controls: true,
  });
});

test("a thumbnail takes the thumbnails' play button option (off by default)", () => {
  expect(videoSettings(processOptions({}), true).playButton).toBe(false);
  const on = processOptions({ behaviourParams_item_video_enableThumbnailsPlayButton: true });
  expect(videoSettings(on, true).playButton).toBe(true);
});

test('values the option engine did not settle fall back to the defaults or the bounds', () => {
  expect(
    videoSettings({
      behaviourParams_item_video_playTrigger: 'SOMETIMES',
      behaviourParams_item_video_speed: 50,
      behaviourParams_item_video_volume: Number.NaN,
      behaviourParams_item_video_loop: 'yes',
    }),
  ).toMatchObject({ playTrigger: 'HOVER', speed: 10, volume: 0, loop: true });
});
