import { describe, expect, test } from 'vitest';
import {
  type AutoSlideConditions,
  type AutoSlideState,
  blockReason,
  continuousOffset,
  counterWidth,
} from './auto-slide-rules.ts';
import { autoSlideSettings } from './auto-slide-settings.ts';

const FREE: AutoSlideState = {
  inView: true,
  paused: false,
  keyboardFocused: false,
  hovered: false,
  userScrolling: false,
};
const INTERVAL: AutoSlideConditions = {
  behaviour: 'INTERVAL',
  pauseOnHover: true,
  scrollBlocked: false,
  reducedMotion: false,
};

describe('blockReason', () => {
  test('runs when nothing blocks it', () => {
    expect(blockReason(FREE, INTERVAL)).toBeNull();
    expect(blockReason(FREE, { ...INTERVAL, behaviour: 'CONTINUOUS' })).toBeNull();
  });

  test('each rule of spec/002 §4 blocks it', () => {
    expect(blockReason(FREE, { ...INTERVAL, behaviour: 'OFF' })).toBe('OFF');
    expect(blockReason({ ...FREE, inView: false }, INTERVAL)).toBe('OUT_OF_VIEW');
    expect(blockReason({ ...FREE, paused: true }, INTERVAL)).toBe('PAUSED');
    expect(blockReason({ ...FREE, keyboardFocused: true }, INTERVAL)).toBe('FOCUSED');
    expect(blockReason({ ...FREE, hovered: true }, INTERVAL)).toBe('HOVERED');
    expect(blockReason({ ...FREE, userScrolling: true }, INTERVAL)).toBe('USER_SCROLL');
  });

  test('hover blocks only with pause-on-hover', () => {
    expect(
      blockReason({ ...FREE, hovered: true }, { ...INTERVAL, pauseOnHover: false }),
    ).toBeNull();
  });

  test('continuous scrolling needs a gallery that scrolls and motion the visitor accepts', () => {
    const continuous = { ...INTERVAL, behaviour: 'CONTINUOUS' as const };
    expect(blockReason(FREE, { ...continuous, scrollBlocked: true })).toBe('SCROLL_BLOCKED');
    expect(blockReason(FREE, { ...continuous, reducedMotion: true })).toBe('REDUCED_MOTION');
    // Interval slides step through FADE and DECK layers, and slide at once with reduced motion.
    expect(blockReason(FREE, { ...INTERVAL, scrollBlocked: true, reducedMotion: true })).toBeNull();
  });
});

describe('continuousOffset', () => {
  const track = { maxOffset: 1000, copyWidth: 0 };

  test('moves speed pixels a second', () => {
    expect(continuousOffset(100, 500, 200, track)).toBe(200);
    expect(continuousOffset(100, 16, 1000, track)).toBe(116);
    expect(continuousOffset(100, -5, 200, track)).toBe(100);
  });

  test('wraps to the start past the end, or back a copy when looping over copies', () => {
    expect(continuousOffset(990, 100, 200, track)).toBe(0);
    expect(continuousOffset(990, 100, 200, { maxOffset: 1000, copyWidth: 400 })).toBe(610);
  });
});

test('counter widths by the total (spec/002 §9)', () => {
  expect([1, 9, 10, 99, 100, 999, 1000, 20000].map(counterWidth)).toEqual([
    26, 26, 43, 43, 60, 60, 76, 76,
  ]);
});

describe('autoSlideSettings', () => {
  test('the defaults: off, 4 s, 200 px/s, pause on hover, no slideshow info', () => {
    expect(autoSlideSettings({})).toEqual({
      behaviour: 'OFF',
      intervalMs: 4000,
      speed: 200,
      pauseOnHover: true,
      playButton: false,
      counter: false,
      buttonsAlignment: 'CENTER',
    });
  });

  test('the slideshow info shows only under a SLIDESHOW, the button only with auto-slide', () => {
    const info = {
      behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton: true,
      behaviourParams_gallery_horizontal_slideshowInfo_enableCounter: true,
      behaviourParams_gallery_horizontal_slideshowInfo_buttonsAlignment: 'RIGHT',
    };
    const on = { ...info, behaviourParams_gallery_horizontal_autoSlide_behaviour: 'INTERVAL' };
    expect(autoSlideSettings({ ...on, layoutParams_structure_galleryLayout: 5 })).toMatchObject({
      behaviour: 'INTERVAL',
      playButton: true,
      counter: true,
      buttonsAlignment: 'RIGHT',
    });
    expect(autoSlideSettings({ ...on, layoutParams_structure_galleryLayout: 4 })).toMatchObject({
      playButton: false,
      counter: false,
    });
    expect(autoSlideSettings({ ...info, layoutParams_structure_galleryLayout: 5 }).playButton).toBe(
      false,
    );
  });

  test('interval seconds times 1000, speed as given', () => {
    const s = autoSlideSettings({
      behaviourParams_gallery_horizontal_autoSlide_behaviour: 'CONTINUOUS',
      behaviourParams_gallery_horizontal_autoSlide_interval: 2.5,
      behaviourParams_gallery_horizontal_autoSlide_speed: 500,
      behaviourParams_gallery_horizontal_autoSlide_pauseOnHover: false,
    });
    expect([s.behaviour, s.intervalMs, s.speed, s.pauseOnHover]).toEqual([
      'CONTINUOUS',
      2500,
      500,
      false,
    ]);
  });
});
