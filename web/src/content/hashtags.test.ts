import { describe, expect, test } from 'vitest';
import { hashtagPath, mayDecorateHashtags, splitHashtags } from './hashtags.ts';

describe('hashtag pattern (spec/000 §5)', () => {
  test('at the start of text and after whitespace', () => {
    expect(splitHashtags('#roses_are_red and\t#violets2 too')).toEqual([
      { text: '#roses_are_red', hashtag: 'roses_are_red' },
      { text: ' and\t' },
      { text: '#violets2', hashtag: 'violets2' },
      { text: ' too' },
    ]);
  });
  test('letters of any script', () => {
    expect(splitHashtags('שלום #עברית')).toEqual([
      { text: 'שלום ' },
      { text: '#עברית', hashtag: 'עברית' },
    ]);
  });
  test('a tag ends at the first character that is not a letter, digit or underscore', () => {
    expect(splitHashtags('#rich_content_is_awesome.com ')).toEqual([
      { text: '#rich_content_is_awesome', hashtag: 'rich_content_is_awesome' },
      { text: '.com ' },
    ]);
  });
  test('not inside a word, not a lone hash', () => {
    expect(splitHashtags('page#anchor, # alone, ##double')).toEqual([
      { text: 'page#anchor, # alone, ##double' },
    ]);
  });
  test('no hashtag leaves the text whole', () => {
    expect(splitHashtags('plain')).toEqual([{ text: 'plain' }]);
    expect(splitHashtags('')).toEqual([]);
  });
});

test('the search address holds the hash sign and the tag (spec/000 §2)', () => {
  expect(hashtagPath('WixBlog')).toBe('/search/posts?query=%23WixBlog');
});

test('text with a link, anchor or mention is not decorated', () => {
  expect(mayDecorateHashtags([{ type: 'BOLD' }])).toBe(true);
  expect(mayDecorateHashtags(undefined)).toBe(true);
  expect(mayDecorateHashtags([{ type: 'LINK', linkData: { link: { url: 'x.com' } } }])).toBe(false);
  expect(mayDecorateHashtags([{ type: 'ANCHOR', anchorData: { anchor: 'a' } }])).toBe(false);
  expect(mayDecorateHashtags([{ type: 'MENTION', mentionData: { name: 'n' } }])).toBe(false);
});
