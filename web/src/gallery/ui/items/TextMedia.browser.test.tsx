// A text item in Chromium: hostile markup renders harmless, formatting survives, the textStyle
// is applied, the markup fits the item's box, server markup hydrates without a mismatch, and
// axe-core finds nothing to fault.

import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { textProps } from './text-testing.ts';
import { TextMedia } from './TextMedia.tsx';

/** Renders a text item and waits for its sanitised markup. */
async function drawn(metadata: object, width = 300, height = 200): Promise<HTMLElement> {
  const screen = await render(<TextMedia {...textProps(metadata, width, height)} />);
  const box = screen.container.querySelector<HTMLElement>('[data-text-item]')!;
  await expect.poll(() => box.querySelector('[data-sanitised]')).not.toBeNull();
  return box;
}

const HOSTILE = [
  '<p>before</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned = \'href\'">js link</a>',
  '<a href=" jav&#x09;ascript:alert(1)">hidden js link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<iframe src="https://example.com/"></iframe>',
  '<object data="https://example.com/x.swf"></object><embed src="x.swf">',
  '<form action="https://example.com/"><input name="q"><button>go</button></form>',
  '<p style="position: fixed; inset: 0; z-index: 99999; background: url(https://example.com/t.png); width: expression(alert(1))">styled</p>',
  '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg script"</script></svg>',
  '<style>body { display: none }</style>',
  '<div id="location" name="cookie" class="host-class" data-x="1" onclick="alert(1)">clobber</div>',
  '<p>after</p>',
].join('');

// First in the file: the sanitiser's chunk is not loaded yet in this page.
test('the sanitiser loads only when a text item with markup is drawn', async () => {
  const requested = () =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/text-sanitiser.ts'));
  const plain = await render(<TextMedia {...textProps({ text: 'just words' })} />);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(requested()).toBe(false);
  await plain.unmount();
  await drawn({ html: '<p>words</p>' });
  expect(requested()).toBe(true);
});

describe('hostile markup', () => {
  test('renders as harmless markup: nothing runs, loads a frame, posts a form or escapes the box', async () => {
    const box = await drawn({ html: HOSTILE });
    // Give anything that could run a chance to.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((window as { __pwned?: string }).__pwned).toBeUndefined();
    expect(
      box.querySelectorAll('script, iframe, object, embed, form, input, button, style, svg'),
    ).toHaveLength(0);
    for (const element of box.querySelector('[data-sanitised]')!.querySelectorAll('*')) {
      const attributes = [...element.attributes].map((a) => a.name);
      expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
      expect(attributes).not.toContain('id');
      expect(attributes).not.toContain('name');
      expect(attributes).not.toContain('class');
    }
    // Links that would run code or carry a document lose their address, keep their words.
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['js link', 'hidden js link', 'data link']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, null, null]);
    // Only the typographic part of an inline style survives.
    const styled = [...box.querySelectorAll('p')].find((p) => p.textContent === 'styled')!;
    expect(styled.getAttribute('style') ?? '').not.toMatch(
      /position|inset|z-index|url|expression|width/,
    );
    expect(getComputedStyle(styled).backgroundImage).toBe('none');
    expect(getComputedStyle(styled).position).toBe('static');
    expect(box.textContent).toContain('before');
    expect(box.textContent).toContain('clobber');
    expect(box.textContent).toContain('after');
    expect(box.textContent).not.toContain('pwned');
  });
});

describe('formatting', () => {
  test('paragraphs, bold, italics, lists, coloured spans and http links survive', async () => {
    const box = await drawn({
      html: '<p>A <b>bold</b> and <i>italic</i> word, <span style="color: rgb(200, 0, 0); font-weight: 700">red</span>.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><a href="https://example.com/page">a link</a>',
    });
    expect(box.querySelector('b')!.textContent).toBe('bold');
    expect(box.querySelector('i')!.textContent).toBe('italic');
    expect([...box.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(box.querySelector('ol li')!.textContent).toBe('first');
    const span = box.querySelector('span')!;
    expect(getComputedStyle(span).color).toBe('rgb(200, 0, 0)');
    expect(getComputedStyle(span).fontWeight).toBe('700');
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/page');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('mail and telephone links keep their address', async () => {
    const box = await drawn({
      html: '<a href="mailto:hi@example.com">mail</a> <a href="tel:+1-555-0100">call</a>',
    });
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:hi@example.com',
      'tel:+1-555-0100',
    ]);
  });
});

describe('style and size', () => {
  test('the textStyle background fills the item box', async () => {
    const box = await drawn(
      { html: '<p>on blue</p>', textStyle: { backgroundColor: 'rgb(0, 0, 255)' } },
      320,
      180,
    );
    expect(getComputedStyle(box).backgroundColor).toBe('rgb(0, 0, 255)');
    const rect = box.getBoundingClientRect();
    expect([rect.width, rect.height]).toEqual([320, 180]);
  });

  test('markup written for a size is scaled to fit the box, centred', async () => {
    const box = await drawn(
      { html: '<p>designed</p>', textStyle: { width: 600, height: 400 } },
      300,
      300,
    );
    const content = box.querySelector<HTMLElement>('[data-sanitised]')!.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    expect(content.width).toBeCloseTo(300, 3);
    expect(content.height).toBeCloseTo(200, 3);
    expect(content.left - outer.left).toBeCloseTo(0, 3);
    expect(content.top - outer.top).toBeCloseTo(50, 3);
  });

  test('plain text shows as written, markup characters and all', async () => {
    const screen = await render(<TextMedia {...textProps({ text: '<b>not bold</b>' })} />);
    const box = screen.container.querySelector('[data-text-item]')!;
    expect(box.querySelector('b')).toBeNull();
    expect(box.textContent).toBe('<b>not bold</b>');
  });
});

test('server markup hydrates without a mismatch, then shows the sanitised markup', async () => {
  const props = textProps({ html: '<p>Hello <b>there</b></p><script>window.__pwned = 1</script>' });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TextMedia {...props} />);
  document.body.append(container);
  expect(container.textContent).toBe('Hello there');
  const errors: unknown[] = [];
  const root = hydrateRoot(container, <TextMedia {...props} />, {
    onRecoverableError: (error) => errors.push(error),
  });
  await expect.poll(() => container.querySelector('b')?.textContent).toBe('there');
  expect(errors).toEqual([]);
  expect(container.querySelector('script')).toBeNull();
  root.unmount();
  container.remove();
});

test('axe-core finds no violations in a formatted text item', async () => {
  const box = await drawn({
    html: '<h3>Title</h3><p>Some <em>text</em> with <a href="https://example.com/">a link</a>.</p><ul><li>item</li></ul>',
    textStyle: { backgroundColor: '#ffffff' },
  });
  const result = await axe.run(box);
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
