// On the server there is no DOM to sanitise with: a text item renders its words as escaped text.

import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { textProps } from './text-testing.ts';
import { TextMedia } from './TextMedia.tsx';

test('the server renders the words of the markup, escaped, on the textStyle background', () => {
  const html = renderToString(
    <TextMedia
      {...textProps({
        html: '<p>Hello <b>world</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        textStyle: { backgroundColor: 'rgb(10, 20, 30)' },
      })}
    />,
  );
  expect(html).toContain('Hello world');
  expect(html).toContain('background-color:rgb(10, 20, 30)');
  expect(html).not.toMatch(/<img|<script|<b>|onerror|alert/);
});

test('plain text is rendered as text, never as markup', () => {
  const html = renderToString(<TextMedia {...textProps({ text: '<b>bold?</b> & more' })} />);
  expect(html).toContain('&lt;b&gt;bold?&lt;/b&gt; &amp; more');
});
