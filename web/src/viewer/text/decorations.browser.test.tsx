import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { INVALID_COLOR_MESSAGE } from '../../content/colors.ts';
import { HOSTILE_LINKS } from '../../content/links/hostile-links.ts';
import { TextParagraph, textNode } from './test-harness.tsx';

afterEach(() => vi.restoreAllMocks());

function styleOf(text: string, root: ParentNode = document): CSSStyleDeclaration {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
    if (n.textContent === text) return getComputedStyle(n.parentElement!);
  }
  throw new Error(`no text ${text}`);
}

describe('formatting decorations', () => {
  test('BOLD with its weight, and a weight that thins', async () => {
    await render(
      <TextParagraph
        nodes={[
          textNode('bold', [{ type: 'BOLD' }]),
          textNode('heavy', [{ type: 'BOLD', fontWeightValue: 900 }]),
          textNode('thin', [{ type: 'BOLD', fontWeightValue: 300 }]),
          textNode('plain'),
        ]}
      />,
    );
    expect(styleOf('bold').fontWeight).toBe('700');
    expect(styleOf('heavy').fontWeight).toBe('900');
    expect(styleOf('thin').fontWeight).toBe('300');
    expect(styleOf('plain').fontWeight).toBe('400');
    expect(document.querySelector('strong')?.textContent).toBe('bold');
  });

  test('ITALIC and UNDERLINE, on and explicitly off', async () => {
    await render(
      <div style={{ fontStyle: 'italic' }}>
        <TextParagraph
          nodes={[
            textNode('slanted', [{ type: 'ITALIC', italicData: true }]),
            textNode('upright', [{ type: 'ITALIC', italicData: false }]),
            textNode('lined', [{ type: 'UNDERLINE', underlineData: true }]),
            textNode('unlined', [{ type: 'UNDERLINE', underlineData: false }]),
          ]}
        />
      </div>,
    );
    expect(styleOf('slanted').fontStyle).toBe('italic');
    expect(styleOf('upright').fontStyle).toBe('normal');
    expect(styleOf('lined').textDecorationLine).toBe('underline');
    expect(styleOf('unlined').textDecorationLine).toBe('none');
    expect(document.querySelector('em')?.textContent).toBe('slanted');
    expect(document.querySelector('u')?.textContent).toBe('lined');
  });

  test('COLOR foreground and background', async () => {
    await render(
      <TextParagraph
        nodes={[
          textNode('red on grey', [
            {
              type: 'COLOR',
              colorData: { foreground: '#c30303', background: 'rgb(192, 192, 192)' },
            },
          ]),
          textNode('see-through', [{ type: 'COLOR', colorData: { background: '#ffffff00' } }]),
        ]}
      />,
    );
    expect(styleOf('red on grey').color).toBe('rgb(195, 3, 3)');
    expect(styleOf('red on grey').backgroundColor).toBe('rgb(192, 192, 192)');
    expect(styleOf('see-through').backgroundColor).toBe('rgba(255, 255, 255, 0)');
  });

  test('an invalid colour is ignored and reported (spec/000 §5)', async () => {
    const reportError = vi.fn();
    await render(
      <div style={{ color: 'rgb(1, 2, 3)' }}>
        <TextParagraph
          context={{ reportError }}
          nodes={[
            textNode('bad', [
              {
                type: 'COLOR',
                colorData: {
                  foreground: '#NaN0000',
                  background: 'url(https://evil.example/x.png)',
                },
              },
            ]),
          ]}
        />
      </div>,
    );
    expect(styleOf('bad').color).toBe('rgb(1, 2, 3)');
    expect(styleOf('bad').backgroundImage).toBe('none');
    await expect.poll(() => reportError.mock.calls.length).toBe(2);
    const messages = reportError.mock.calls.map(([error]) => (error as Error).message);
    expect(messages.every((m) => m.startsWith(INVALID_COLOR_MESSAGE))).toBe(true);
    expect(messages.join()).toContain('#NaN0000');
  });

  test('FONT_SIZE in pixels and in em', async () => {
    await render(
      <div style={{ fontSize: '10px' }}>
        <TextParagraph
          nodes={[
            textNode('twenty', [{ type: 'FONT_SIZE', fontSizeData: { value: 20, unit: 'PX' } }]),
            textNode('double', [{ type: 'FONT_SIZE', fontSizeData: { value: 2, unit: 'EM' } }]),
            textNode('unitless', [{ type: 'FONT_SIZE', fontSizeData: { value: 13 } }]),
            textNode('broken', [{ type: 'FONT_SIZE', fontSizeData: { value: -4, unit: 'PX' } }]),
          ]}
        />
      </div>,
    );
    expect(styleOf('twenty').fontSize).toBe('20px');
    expect(styleOf('double').fontSize).toBe('20px');
    expect(styleOf('unitless').fontSize).toBe('13px');
    expect(styleOf('broken').fontSize).toBe('10px');
  });
});

describe('links, anchors, mentions', () => {
  test('LINK: href, new tab by default, rel flags', async () => {
    const screen = await render(
      <TextParagraph
        nodes={[
          textNode('wix', [{ type: 'LINK', linkData: { link: { url: 'www.wix.com' } } }]),
          textNode('same tab', [
            {
              type: 'LINK',
              linkData: {
                link: {
                  url: '/about',
                  target: 'SELF',
                  rel: { nofollow: true, sponsored: true, ugc: true, noreferrer: true },
                },
              },
            },
          ]),
        ]}
        context={{
          links: { baseUrl: 'https://site.example', defaultTarget: '_blank', defaultRel: {} },
        }}
      />,
    );
    const wix = screen.getByRole('link', { name: 'wix' }).element();
    expect(wix.getAttribute('href')).toBe('https://www.wix.com');
    expect(wix.getAttribute('target')).toBe('_blank');
    expect(wix.getAttribute('rel')).toBe('noopener');
    const same = screen.getByRole('link', { name: 'same tab' }).element();
    expect(same.getAttribute('href')).toBe('https://site.example/about');
    expect(same.getAttribute('target')).toBe('_self');
    expect(same.getAttribute('rel')).toBe('noreferrer nofollow sponsored ugc');
  });

  test('hostile links never reach an href; their text stays', async () => {
    const nodes = HOSTILE_LINKS.map((url, i) =>
      textNode(`hostile ${i} `, [{ type: 'LINK', linkData: { link: { url } } }]),
    );
    const screen = await render(<TextParagraph nodes={nodes} />);
    const paragraph = screen.getByTestId('paragraph').element();
    expect(paragraph.querySelectorAll('a').length).toBe(0);
    expect(paragraph.textContent).toContain(`hostile ${HOSTILE_LINKS.length - 1}`);
    expect(paragraph.innerHTML).not.toMatch(/href/i);
  });

  test('ANCHOR is an in-page link to viewer-{anchor}', async () => {
    const screen = await render(
      <TextParagraph
        nodes={[textNode('to section', [{ type: 'ANCHOR', anchorData: { anchor: 'cgmpc' } }])]}
      />,
    );
    const link = screen.getByRole('link', { name: 'to section' }).element();
    expect(link.getAttribute('href')).toBe('#viewer-cgmpc');
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.hasAttribute('rel')).toBe(false);
  });

  test('MENTION is marked and keeps its text', async () => {
    const screen = await render(
      <TextParagraph
        nodes={[
          textNode('@Test One', [
            { type: 'MENTION', mentionData: { name: 'Test One', slug: 'testone' } },
          ]),
        ]}
      />,
    );
    const mention = screen.getByText('@Test One').element().closest('[data-mention-slug]');
    expect(mention?.getAttribute('data-mention-slug')).toBe('testone');
  });

  test('EXTERNAL uses the decorator the consumer passes', async () => {
    const decorateExternal = vi.fn((children, decoration) => (
      <mark data-kind={String(decoration.externalData?.kind)}>{children}</mark>
    ));
    const screen = await render(
      <TextParagraph
        context={{ text: { decorateExternal } }}
        nodes={[
          textNode('custom', [
            { type: 'EXTERNAL', externalData: { kind: 'price' } },
            { type: 'BOLD' },
          ]),
        ]}
      />,
    );
    const mark = screen.getByText('custom').element().closest('mark');
    expect(mark?.getAttribute('data-kind')).toBe('price');
    expect(mark?.querySelector('strong')?.textContent).toBe('custom');
  });

  test('EXTERNAL without a decorator is plain text', async () => {
    const screen = await render(<TextParagraph nodes={[textNode('A', [{ type: 'EXTERNAL' }])]} />);
    expect(screen.getByTestId('paragraph').element().innerHTML).toBe('A');
  });
});

describe('hashtags (spec/000 §2, §5)', () => {
  test('link to the post search with the hash and tag as the query', async () => {
    const screen = await render(
      <TextParagraph
        nodes={[textNode('#bloggingtips #WixBlog and email#not')]}
        context={{
          links: { baseUrl: 'https://blog.example/', defaultTarget: '_blank', defaultRel: {} },
        }}
      />,
    );
    const tips = screen.getByRole('link', { name: '#bloggingtips' }).element() as HTMLAnchorElement;
    expect(tips.getAttribute('href')).toBe(
      'https://blog.example/search/posts?query=%23bloggingtips',
    );
    expect(new URL(tips.href).searchParams.get('query')).toBe('#bloggingtips');
    expect(screen.getByRole('link', { name: '#WixBlog' }).element().getAttribute('href')).toContain(
      'query=%23WixBlog',
    );
    expect(document.querySelectorAll('a').length).toBe(2);
  });

  test('text inside a link, anchor or mention is not decorated', async () => {
    await render(
      <TextParagraph
        nodes={[
          textNode('#and_so_are_you', [
            { type: 'LINK', linkData: { link: { url: 'https://x.example' } } },
          ]),
          textNode('#in_anchor', [{ type: 'ANCHOR', anchorData: { anchor: 'a1' } }]),
          textNode('#in_mention', [{ type: 'MENTION', mentionData: { name: 'in_mention' } }]),
        ]}
      />,
    );
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://x.example',
      '#viewer-a1',
    ]);
  });

  test('hashtags keep the formatting of their text', async () => {
    await render(<TextParagraph nodes={[textNode('bold #tag', [{ type: 'BOLD' }])]} />);
    expect(document.querySelector('strong a')?.textContent).toBe('#tag');
  });
});

test('a text node with an id carries its viewer anchor', async () => {
  await render(<TextParagraph nodes={[textNode('anchored', [], 't1')]} />);
  expect(document.getElementById('viewer-t1')?.textContent).toBe('anchored');
});
