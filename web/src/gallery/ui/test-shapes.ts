// The media sizes the gallery's tests lay out: landscapes, portraits, squares and panoramas, in an
// order that makes every layout form groups of several types.

export const TEST_SHAPES: ReadonlyArray<readonly [width: number, height: number]> = [
  [4000, 3000],
  [1080, 1920],
  [1000, 1000],
  [1600, 900],
  [900, 1600],
  [2048, 1365],
  [640, 480],
  [1200, 1800],
  [3000, 1000],
  [800, 1200],
  [1500, 1500],
  [1920, 1080],
];
