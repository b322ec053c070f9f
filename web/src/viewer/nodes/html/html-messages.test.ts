// htmlPlugin:heightResize as the page reads it: only the message type, this frame's id and a
// positive finite height.

import { expect, test } from 'vitest';
import { htmlFrameAddress } from './frame-address.ts';
import { HEIGHT_RESIZE, readHeightResize } from './html-messages.ts';

test('a height from this frame’s report, rounded up; anything else is not one', () => {
  expect(readHeightResize({ type: HEIGHT_RESIZE, id: 'a', height: 120.2 }, 'a')).toBe(121);
  expect(readHeightResize({ type: HEIGHT_RESIZE, id: 'b', height: 120 }, 'a')).toBeUndefined();
  expect(readHeightResize({ type: HEIGHT_RESIZE, height: 120 }, 'a')).toBeUndefined();
  // A page framed by address does not know our id.
  expect(readHeightResize({ type: HEIGHT_RESIZE, height: 120 }, undefined)).toBe(120);
  for (const height of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '120', undefined])
    expect(readHeightResize({ type: HEIGHT_RESIZE, id: 'a', height }, 'a')).toBeUndefined();
  for (const data of [null, 'htmlPlugin:heightResize', { type: 'other', id: 'a', height: 1 }])
    expect(readHeightResize(data, 'a')).toBeUndefined();
});

test('spec/000 §5: an html embed frame takes http, https or scheme-less addresses only', () => {
  expect(htmlFrameAddress('https://a.example/x')).toBe('https://a.example/x');
  expect(htmlFrameAddress('http://a.example/')).toBe('http://a.example/');
  expect(htmlFrameAddress('a.example/page')).toBe('https://a.example/page');
  expect(htmlFrameAddress('//a.example/page')).toBe('https://a.example/page');
  for (const refused of [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://a.example/1',
    'ftp://a.example/',
    'about:blank',
    '/site/page',
    '',
    undefined,
  ])
    expect(htmlFrameAddress(refused), String(refused)).toBeUndefined();
});
