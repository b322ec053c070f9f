import { expect, test } from 'vitest';
import { processOptions } from '../../../model/options/index.ts';
import { horizontalSettings } from './horizontal-settings.ts';
import { copiedLayout, loopCopies } from './loop-copies.ts';

const slider = (options: object) =>
  horizontalSettings(processOptions({ layoutParams_structure_galleryLayout: 4, ...options }));

test('a loop of fewer than 30 loaded items is drawn again, to about 30 (spec/002 §9)', () => {
  const looping = slider({ behaviourParams_gallery_horizontal_loop: true });
  expect(loopCopies(3, looping, true)).toBe(10);
  expect(loopCopies(20, looping, true)).toBe(3);
  expect(loopCopies(30, looping, true)).toBe(1);
  expect(loopCopies(3, looping, false)).toBe(1);
  expect(loopCopies(3, slider({}), true)).toBe(1);
  // A gallery the visitor does not scroll moves by its own slides only.
  const blocked = slider({
    behaviourParams_gallery_horizontal_loop: true,
    behaviourParams_gallery_horizontal_blockScroll: true,
  });
  expect(loopCopies(3, blocked, true)).toBe(1);
});

test('copies lie side by side, the item spacing between them; right to left they run leftwards', () => {
  const rects = new Float64Array([0, 0, 100, 50, 110, 0, 100, 50]);
  const ltr = copiedLayout(rects, 210, 3, 10, false);
  expect(ltr.width).toBe(650);
  expect([...ltr.rects].filter((_, i) => i % 4 === 0)).toEqual([0, 110, 220, 330, 440, 550]);
  // Right to left the engine's first item is at the right: the first copy stays there.
  const mirrored = new Float64Array([110, 0, 100, 50, 0, 0, 100, 50]);
  const rtl = copiedLayout(mirrored, 210, 3, 10, true);
  expect([...rtl.rects].filter((_, i) => i % 4 === 0)).toEqual([550, 440, 330, 220, 110, 0]);
});
