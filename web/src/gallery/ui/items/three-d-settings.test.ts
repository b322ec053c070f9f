import { expect, test } from 'vitest';
import { processOptions } from '../../model/options/index.ts';
import { threeDSettings, viewerAttributes } from './three-d-settings.ts';

const MODEL = {
  src: 'https://example.com/chair.glb',
  poster: 'https://example.com/chair.jpg',
  alt: 'A chair',
};

test('the defaults of spec/001 §9: zoom off; pan, rotate, auto-rotate on; play on hover', () => {
  const settings = threeDSettings(processOptions({}));
  expect(settings).toMatchObject({
    playTrigger: 'HOVER',
    enableZoom: false,
    enablePan: true,
    enableRotate: true,
    enableAutoRotate: true,
    enablePlayButton: false,
    enablePlaceholder: true,
    rotation: { x: 0, y: 0, z: 0 },
    scale: { x: 1, y: 1, z: 1 },
    position: { x: 0, y: 0, z: 0 },
  });
  expect(viewerAttributes(MODEL, settings, false)).toEqual({
    src: MODEL.src,
    poster: MODEL.poster,
    alt: 'A chair',
    'camera-controls': '',
    'disable-zoom': '',
    'disable-pan': null,
    'min-camera-orbit': null,
    'max-camera-orbit': null,
    'auto-rotate': null,
    'auto-rotate-delay': '0',
    'interaction-prompt': 'none',
    tabindex: '-1',
    orientation: '0rad 0rad 0rad',
    scale: '1 1 1',
    'camera-target': null,
  });
  // Auto-rotation runs while the item plays.
  expect(viewerAttributes(MODEL, settings, true)['auto-rotate']).toBe('');
});

test('options given nested, as a site writes them', () => {
  const settings = threeDSettings(
    processOptions({
      behaviourParams: {
        item: {
          threeDimensionalScene: {
            playTrigger: 'CLICK',
            controls: { enableZoom: true, enablePan: false, enableAutoRotate: false },
            transform: { rotation: 'x0y1.5z0', scale: 'x2y2z2', position: 'x0y1z0' },
            enablePlayButton: true,
          },
        },
      },
    }),
  );
  expect(settings.playTrigger).toBe('CLICK');
  expect(viewerAttributes({ ...MODEL, poster: undefined }, settings, true)).toMatchObject({
    poster: null,
    'camera-controls': '',
    'disable-zoom': null,
    'disable-pan': '',
    'auto-rotate': null,
    orientation: '0rad 0rad 1.5rad',
    scale: '2 2 2',
    'camera-target': '0m -1m 0m',
  });
  expect(settings.enablePlayButton).toBe(true);
});

test('without rotation the orbit is held; the horizontal angle stays free for auto-rotation', () => {
  const flat = (extra: object) =>
    threeDSettings(
      processOptions({
        behaviourParams_item_threeDimensionalScene_controls_enableRotate: false,
        ...extra,
      }),
    );
  const turning = viewerAttributes(MODEL, flat({}), true);
  expect([turning['min-camera-orbit'], turning['max-camera-orbit']]).toEqual([
    'auto 75deg auto',
    'auto 75deg auto',
  ]);
  const still = viewerAttributes(
    MODEL,
    flat({ behaviourParams_item_threeDimensionalScene_controls_enableAutoRotate: false }),
    true,
  );
  expect(still['min-camera-orbit']).toBe('0deg 75deg auto');
});

test('no control at all: no camera controls', () => {
  const settings = threeDSettings(
    processOptions({
      behaviourParams_item_threeDimensionalScene_controls_enableRotate: false,
      behaviourParams_item_threeDimensionalScene_controls_enablePan: false,
      behaviourParams_item_threeDimensionalScene_controls_enableZoom: false,
    }),
  );
  expect(viewerAttributes(MODEL, settings, false)['camera-controls']).toBeNull();
});
