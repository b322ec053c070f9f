import { describe, expect, test } from 'vitest';
import { readContainerData } from './container-data.ts';

describe('container data', () => {
  test('reads alignment, size, custom width and text wrap', () => {
    expect(
      readContainerData({ alignment: 'LEFT', width: { size: 'SMALL' }, textWrap: true }),
    ).toEqual({
      alignment: 'LEFT',
      width: { size: 'SMALL' },
      textWrap: true,
    });
    expect(readContainerData({ width: { custom: '212' } }).width).toEqual({
      size: 'CUSTOM',
      pixels: 212,
    });
  });

  test('missing or invalid parts take the defaults', () => {
    expect(readContainerData(undefined)).toEqual({
      alignment: 'CENTER',
      width: { size: 'CONTENT' },
      textWrap: false,
    });
    expect(
      readContainerData(
        { alignment: 'SIDEWAYS', width: { size: 'HUGE', custom: '-3' } },
        { alignment: 'LEFT', size: 'ORIGINAL' },
      ),
    ).toEqual({
      alignment: 'LEFT',
      width: { size: 'ORIGINAL' },
      textWrap: false,
    });
    expect(readContainerData({ width: { custom: '100px; position: fixed' } }).width).toEqual({
      size: 'CONTENT',
    });
  });
});
