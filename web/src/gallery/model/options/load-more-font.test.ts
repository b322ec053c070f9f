import { expect, test } from 'vitest';
import { cleanLoadMoreFont, cleanLoadMoreFonts } from './load-more-font.ts';

test('the font prefix and trailing semicolon go; underline becomes a text decoration', () => {
  expect(cleanLoadMoreFont('font:italic normal bold 15px/1.4em helvetica;')).toEqual({
    value: 'italic normal bold 15px/1.4em helvetica',
  });
  expect(cleanLoadMoreFont('font: normal 12px arial underline;')).toEqual({
    value: 'normal 12px arial',
    textDecoration: 'underline',
  });
});

test('fonts in flat options are cleaned in place; other options untouched', () => {
  const options: Record<string, unknown> = {
    loadMoreButtonFont_value: 'font:underline 9px x;',
    loadMoreButtonFont_size: 9,
    other: 'font:a;',
  };
  cleanLoadMoreFonts(options);
  expect(options).toEqual({
    loadMoreButtonFont_value: '9px x',
    loadMoreButtonFont_textDecoration: 'underline',
    loadMoreButtonFont_size: 9,
    other: 'font:a;',
  });
});
