import { expect, test } from 'vitest';
import { processOptions } from '../../../model/options/index.ts';
import { horizontalSettings } from './horizontal-settings.ts';
import { layerStyle } from './slide-layers.ts';

const settingsOf = (options: object) =>
  horizontalSettings(processOptions({ layoutParams_structure_galleryLayout: 5, ...options }));

test('FADE shows the current layer on top, the others transparent', () => {
  const fade = settingsOf({ behaviourParams_gallery_horizontal_slideAnimation: 'FADE' });
  expect(layerStyle(fade, 2, 2, 5, false)).toMatchObject({ opacity: 1, zIndex: 1 });
  expect(layerStyle(fade, 1, 2, 5, false)).toMatchObject({ opacity: 0, zIndex: 0 });
  expect(layerStyle(fade, 1, 2, 5, false).transition).toBe(
    `opacity ${fade.durationMs}ms ${fade.transition}`,
  );
  expect(layerStyle(fade, 1, 2, 5, true).transition).toBeUndefined();
});

test('DECK moves the earlier layers out past the start, right to left past the right', () => {
  const deck = settingsOf({ behaviourParams_gallery_horizontal_slideAnimation: 'DECK' });
  expect(layerStyle(deck, 1, 2, 5, false).transform).toBe('translateX(-100%)');
  expect(layerStyle(deck, 2, 2, 5, false).transform).toBeUndefined();
  expect(layerStyle(deck, 1, 2, 5, false).zIndex).toBeGreaterThan(
    Number(layerStyle(deck, 2, 2, 5, false).zIndex),
  );
  const mirrored = settingsOf({
    behaviourParams_gallery_horizontal_slideAnimation: 'DECK',
    behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
  });
  expect(layerStyle(mirrored, 0, 1, 5, false).transform).toBe('translateX(100%)');
});
