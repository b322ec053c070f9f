import { describe, expect, test } from 'vitest';
import { type InfoSettings, infoWidthPixels, itemGeometry } from './info-geometry.ts';

const RECT = { left: 20, top: 40, width: 300, height: 200 };

function settings(overrides: Partial<InfoSettings>): InfoSettings {
  return {
    externalInfoHeight: 0,
    externalInfoWidth: 0,
    placements: [],
    layout: 'NO_BACKGROUND',
    spacing: 10,
    itemSpacing: 10,
    rightToLeft: false,
    ...overrides,
  };
}

describe('an item with texts outside its media', () => {
  test('none: the item is its media rect', () => {
    expect(itemGeometry(RECT, 0, settings({}))).toEqual({
      box: RECT,
      media: { left: 0, top: 0, width: 300, height: 200 },
      infos: [],
    });
  });

  test('below: the room under the media', () => {
    const geometry = itemGeometry(
      RECT,
      0,
      settings({ placements: ['BELOW'], externalInfoHeight: 80 }),
    );
    expect(geometry.box).toEqual({ left: 20, top: 40, width: 300, height: 280 });
    expect(geometry.media).toEqual({ left: 0, top: 0, width: 300, height: 200 });
    expect(geometry.infos).toEqual([
      { side: 'BELOW', box: { left: 0, top: 200, width: 300, height: 80 } },
    ]);
  });

  test('above, separated: the spacing lies between the texts and the media', () => {
    const geometry = itemGeometry(
      RECT,
      0,
      settings({ placements: ['ABOVE'], externalInfoHeight: 96, layout: 'SEPARATED_BACKGROUND' }),
    );
    expect(geometry.media.top).toBe(96);
    expect(geometry.infos).toEqual([
      { side: 'ABOVE', box: { left: 0, top: 0, width: 300, height: 86 } },
    ]);
  });

  test('right, in pixels, and left, separated', () => {
    const right = itemGeometry(
      RECT,
      0,
      settings({ placements: ['RIGHT'], externalInfoWidth: 120 }),
    );
    expect(right.box).toEqual({ left: 20, top: 40, width: 420, height: 200 });
    expect(right.infos[0]).toEqual({
      side: 'RIGHT',
      box: { left: 300, top: 0, width: 120, height: 200 },
    });
    const left = itemGeometry(
      RECT,
      0,
      settings({ placements: ['LEFT'], externalInfoWidth: 120, layout: 'SEPARATED_BACKGROUND' }),
    );
    expect(left.media.left).toBe(120);
    expect(left.infos[0].box).toEqual({ left: 0, top: 0, width: 110, height: 200 });
  });

  test('alternating: even items take the first side, odd items the second', () => {
    const info = settings({
      placements: ['ALTERNATE_VERTICALLY', 'ALTERNATE_HORIZONTALLY'],
      externalInfoHeight: 50,
      externalInfoWidth: 60,
    });
    const sides = [0, 1, 2].map((idx) => itemGeometry(RECT, idx, info).infos.map((a) => a.side));
    expect(sides).toEqual([
      ['ABOVE', 'LEFT'],
      ['BELOW', 'RIGHT'],
      ['ABOVE', 'LEFT'],
    ]);
  });

  test('right to left: mirrored, the room beside the media before it', () => {
    const geometry = itemGeometry(
      RECT,
      0,
      settings({ placements: ['RIGHT'], externalInfoWidth: 100, rightToLeft: true }),
    );
    expect(geometry.box.left).toBe(-80);
    expect(geometry.infos[0].side).toBe('LEFT');
    expect(geometry.media.left).toBe(100);
  });

  test('a placement beside and one below: both rooms, in the order listed', () => {
    const info = settings({ externalInfoHeight: 50, externalInfoWidth: 60 });
    const sides = (placements: string[]) =>
      itemGeometry(RECT, 0, { ...info, placements }).infos.map((a) => a.side);
    expect(sides(['RIGHT', 'BELOW'])).toEqual(['RIGHT', 'BELOW']);
    expect(sides(['BELOW', 'RIGHT'])).toEqual(['BELOW', 'RIGHT']);
    expect(itemGeometry(RECT, 0, { ...info, placements: ['BELOW', 'RIGHT'] }).box).toEqual({
      ...RECT,
      width: 360,
      height: 250,
    });
  });

  test('the room of a placement with no size is not drawn', () => {
    const geometry = itemGeometry(RECT, 0, settings({ placements: ['BELOW', 'RIGHT'] }));
    expect(geometry.infos).toEqual([]);
    expect(geometry.box).toEqual(RECT);
  });
});

describe('the pixels beside the media', () => {
  test('pixels as given', () => {
    expect(infoWidthPixels(120, 300, 10)).toBe(120);
  });

  test('a fraction of the column, rounded as the layouter rounds it', () => {
    // 0.37 of 200, 257 and 333: no other column leaves the same media.
    for (const column of [200, 257, 333]) {
      const share = Math.round(0.37 * column);
      expect(infoWidthPixels(0.37, column - 10 - share, 10)).toBe(share);
    }
  });

  test('two columns that leave the same media: the narrower, a pixel short at most', () => {
    // Half of 300 and of 301 (150.5 rounded up) both leave 140.
    expect(infoWidthPixels(0.5, 140, 10)).toBe(150);
    // 0.37 of 479 (177) and of 480 (178) both leave 292.
    expect(infoWidthPixels(0.37, 292, 10)).toBe(177);
  });

  test('none', () => {
    expect(infoWidthPixels(0, 300, 10)).toBe(0);
  });
});
