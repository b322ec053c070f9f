import { expect, test } from 'vitest';
import { galleryBehaviour } from './behaviour-options.ts';
import { processOptions } from '../model/options/process.ts';

test('reads the click action, context menu and direction through the option engine', () => {
  expect(galleryBehaviour(processOptions({}))).toEqual({
    clickAction: 'NOTHING',
    magnification: 2,
    blockContextMenu: false,
    rightToLeft: false,
  });
  expect(
    galleryBehaviour(
      processOptions({
        behaviourParams: {
          item: { clickAction: 'LINK' },
          gallery: { blockContextMenu: true, layoutDirection: 'RIGHT_TO_LEFT' },
        },
      }),
    ),
  ).toEqual({ clickAction: 'LINK', magnification: 2, blockContextMenu: true, rightToLeft: true });
  // A legacy name still counts; an unknown click action falls back to the default.
  expect(galleryBehaviour(processOptions({ itemClick: 'ACTION' })).clickAction).toBe('ACTION');
  expect(
    galleryBehaviour(processOptions({ behaviourParams_item_clickAction: 'FLY' })).clickAction,
  ).toBe('NOTHING');
});

test('reads the magnification of MAGNIFY, never one that would shrink the picture', () => {
  const magnify = (value: unknown) =>
    galleryBehaviour(
      processOptions({
        behaviourParams: {
          item: { clickAction: 'MAGNIFY', content: { magnificationValue: value } },
        },
      }),
    ).magnification;
  expect(magnify(3)).toBe(3);
  expect(magnify(1.5)).toBe(1.5);
  expect(magnify(0.5)).toBe(2);
});
