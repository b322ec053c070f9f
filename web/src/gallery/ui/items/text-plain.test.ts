import { describe, expect, test } from 'vitest';
import { htmlToPlainText } from './text-plain.ts';

describe('htmlToPlainText: the words a text item shows before its markup is sanitised', () => {
  test('one line per block, inline tags gone, entities decoded', () => {
    expect(
      htmlToPlainText('<h2>Summer</h2><p>Sea &amp; <b>sun</b>,<br>sand &#x2764; &#233;</p>'),
    ).toBe('Summer\nSea & sun,\nsand \u2764 \u00e9');
  });

  test('scripts, styles and frames leave no words behind', () => {
    const html =
      '<p>Hi</p><script>alert("x")</script><style>p{color:red}</style><iframe src="x">inner</iframe><!-- note --><svg><script>alert(1)</script><text>svg</text></svg>';
    expect(htmlToPlainText(html)).toBe('Hi');
  });

  test('broken markup stays words: an unclosed tag or script is dropped to its end', () => {
    expect(htmlToPlainText('a < b and <b')).toBe('a < b and');
    expect(htmlToPlainText('before<script>never')).toBe('before');
  });

  test('unknown entities and out-of-range code points are kept as written', () => {
    expect(htmlToPlainText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});
