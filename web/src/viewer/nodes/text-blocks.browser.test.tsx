import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../content/node.ts';
import { BlockTree, make } from './testing/BlockTree.tsx';

async function renderNodes(nodes: RicosNode[], viewer?: Parameters<typeof BlockTree>[0]['viewer']) {
  return (await render(<BlockTree nodes={nodes} viewer={viewer} />)).container;
}

const heading = (id: string, level: unknown, text: string): RicosNode => ({
  type: 'HEADING',
  id,
  nodes: [make.text(text)],
  headingData: { level, textStyle: { textAlignment: 'AUTO' }, indentation: 0 },
});

describe('PARAGRAPH', () => {
  test('renders its text in a paragraph with its anchor id', async () => {
    const container = await renderNodes([make.paragraph('p1', 'Hello there')]);
    const paragraph = container.querySelector('p#viewer-p1')!;
    expect(paragraph.textContent).toBe('Hello there');
  });

  test('an empty paragraph keeps the height of a line', async () => {
    const container = await renderNodes([
      make.paragraph('full', 'Line'),
      make.paragraph('empty', ''),
    ]);
    const full = container.querySelector('#viewer-full')!.getBoundingClientRect().height;
    const empty = container.querySelector('#viewer-empty')!.getBoundingClientRect().height;
    expect(empty).toBeGreaterThan(0);
    expect(empty).toBeCloseTo(full, 0);
  });

  test('text alignment: LEFT, RIGHT, CENTER, JUSTIFY as set; AUTO follows the text direction', async () => {
    const aligned = (id: string, textAlignment: string, text = 'text') =>
      make.paragraph(id, text, { textStyle: { textAlignment } });
    const container = await renderNodes([
      aligned('left', 'LEFT'),
      aligned('right', 'RIGHT'),
      aligned('center', 'CENTER'),
      aligned('justify', 'JUSTIFY'),
      aligned('auto-latin', 'AUTO', 'Plain English text'),
      aligned('auto-hebrew', 'AUTO', 'שלום עולם'),
    ]);
    const align = (id: string) =>
      getComputedStyle(container.querySelector(`#viewer-${id}`)!).textAlign;
    expect(['left', 'right', 'center', 'justify'].map(align)).toEqual([
      'left',
      'right',
      'center',
      'justify',
    ]);
    const box = (id: string) => container.querySelector(`#viewer-${id}`)!;
    expect(getComputedStyle(box('auto-latin')).direction).toBe('ltr');
    expect(getComputedStyle(box('auto-hebrew')).direction).toBe('rtl');
    expect(
      box('auto-hebrew').getBoundingClientRect().right -
        box('auto-hebrew').firstElementChild!.getBoundingClientRect().right,
    ).toBeLessThan(1);
  });

  test('Hebrew text keeps its own direction under an explicit alignment', async () => {
    const container = await renderNodes([
      make.paragraph('he', 'שמאל.', { textStyle: { textAlignment: 'LEFT' } }),
    ]);
    const paragraph = container.querySelector('#viewer-he')!;
    expect(getComputedStyle(paragraph).direction).toBe('rtl');
    expect(getComputedStyle(paragraph).textAlign).toBe('left');
  });

  test('line height from the data; an unsafe value is ignored', async () => {
    const container = await renderNodes([
      make.paragraph('double', 'text', { textStyle: { textAlignment: 'AUTO', lineHeight: '2' } }),
      make.paragraph('pixels', 'text', {
        textStyle: { textAlignment: 'AUTO', lineHeight: '20px' },
      }),
      make.paragraph('hostile', 'text', {
        textStyle: { textAlignment: 'AUTO', lineHeight: '1; background: red' },
      }),
    ]);
    const style = (id: string) => getComputedStyle(container.querySelector(`#viewer-${id}`)!);
    expect(style('double').lineHeight).toBe(`${2 * Number.parseFloat(style('double').fontSize)}px`);
    expect(style('pixels').lineHeight).toBe('20px');
    expect(style('hostile').backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });

  test('indentation moves the paragraph in by steps, up to 4', async () => {
    const container = await renderNodes([
      make.paragraph('i0', 'text', { indentation: 0 }),
      make.paragraph('i1', 'text', { indentation: 1 }),
      make.paragraph('i2', 'text', { indentation: 2 }),
      make.paragraph('i9', 'text', { indentation: 9 }),
    ]);
    const start = (id: string) =>
      Number.parseFloat(getComputedStyle(container.querySelector(`#viewer-${id}`)!).paddingLeft);
    expect(start('i0')).toBe(0);
    expect(start('i1')).toBeGreaterThan(0);
    expect(start('i2')).toBe(2 * start('i1'));
    expect(start('i9')).toBe(4 * start('i1'));
  });

  test('top-level blocks take the theme block padding; the node style replaces it', async () => {
    const screen = await render(
      <div
        style={{
          ['--tessera-block-padding-top' as string]: '16px',
          ['--tessera-block-padding-bottom' as string]: '16px',
        }}
      >
        <BlockTree
          nodes={[
            make.paragraph('default', 'text'),
            {
              ...make.paragraph('own', 'text'),
              style: { paddingTop: '2px', paddingBottom: '3px' },
            },
            { type: 'DIVIDER', id: 'line', nodes: [], dividerData: {} },
            {
              type: 'BULLETED_LIST',
              id: 'list',
              nodes: [
                { type: 'LIST_ITEM', id: 'item', nodes: [make.paragraph('inner', 'in a list')] },
              ],
              bulletedListData: {},
            },
            {
              type: 'BLOCKQUOTE',
              id: 'quote',
              nodes: [make.paragraph('quoted', 'in a quote')],
              blockquoteData: {},
            },
          ]}
        />
      </div>,
    );
    const style = (id: string) =>
      getComputedStyle(screen.container.querySelector(`#viewer-${id}`)!);
    const padding = (id: string) => [style(id).paddingTop, style(id).paddingBottom];
    expect(padding('default')).toEqual(['16px', '16px']);
    expect(padding('own')).toEqual(['2px', '3px']);
    expect(padding('line')).toEqual(['16px', '16px']);
    expect(padding('list')).toEqual(['16px', '16px']);
    expect(padding('quote')).toEqual(['16px', '16px']);
    // A block inside another has no padding of its own.
    expect(padding('inner')).toEqual(['0px', '0px']);
    expect(padding('quoted')).toEqual(['0px', '0px']);
  });
});

describe('HEADING', () => {
  test('levels 1 to 6 are h1 to h6, larger for lower levels; an out-of-range level is clamped', async () => {
    const container = await renderNodes(
      [1, 2, 3, 4, 5, 6, 9, 'x'].map((level, i) => heading(`h${i}`, level, `Heading ${level}`)),
    );
    const tags = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (i) => container.querySelector(`#viewer-h${i}`)!.tagName,
    );
    expect(tags).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H6', 'H1']);
    const size = (i: number) =>
      Number.parseFloat(getComputedStyle(container.querySelector(`#viewer-h${i}`)!).fontSize);
    expect(size(0)).toBeGreaterThan(size(1));
    expect(size(1)).toBeGreaterThan(size(2));
    expect(getComputedStyle(container.querySelector('#viewer-h2')!).fontWeight).toBe('700');
  });

  test('an empty heading keeps its line but is not announced as a heading', async () => {
    const empty: RicosNode = { type: 'HEADING', id: 'empty', nodes: [], headingData: { level: 2 } };
    const screen = await render(<BlockTree nodes={[heading('full', 2, 'Title'), empty]} />);
    const box = screen.container.querySelector('#viewer-empty')!;
    expect(box.tagName).toBe('DIV');
    expect(box.getBoundingClientRect().height).toBeCloseTo(
      screen.container.querySelector('#viewer-full')!.getBoundingClientRect().height,
      0,
    );
    expect(screen.container.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(1);
  });

  test('sizes come from the theme typography', async () => {
    const screen = await render(
      <div
        style={{
          ['--tessera-h1-font-size' as string]: '40px',
          ['--tessera-h3-font-size' as string]: '24px',
        }}
      >
        <BlockTree nodes={[heading('a', 1, 'One'), heading('b', 3, 'Three')]} />
      </div>,
    );
    expect(getComputedStyle(screen.container.querySelector('#viewer-a')!).fontSize).toBe('40px');
    expect(getComputedStyle(screen.container.querySelector('#viewer-b')!).fontSize).toBe('24px');
  });
});

describe('BLOCKQUOTE and CODE_BLOCK', () => {
  test('a quote holds its paragraphs, set apart by a line at its start', async () => {
    const container = await renderNodes([
      {
        type: 'BLOCKQUOTE',
        id: 'q',
        nodes: [make.paragraph('qp', 'Quoted words')],
        blockquoteData: { indentation: 1 },
      },
    ]);
    const quote = container.querySelector('blockquote#viewer-q')!;
    expect(quote.querySelector('p')!.textContent).toBe('Quoted words');
    const style = getComputedStyle(quote);
    expect(style.borderLeftStyle).toBe('solid');
    expect(Number.parseFloat(style.paddingLeft)).toBeGreaterThan(40);
  });

  test('a code block keeps its spaces and line breaks in a monospace font', async () => {
    const code = 'function f() {\n    return 1;\n}';
    const container = await renderNodes([
      {
        type: 'CODE_BLOCK',
        id: 'c',
        nodes: [make.text(code)],
        codeBlockData: { textStyle: { textAlignment: 'AUTO' } },
      },
    ]);
    const pre = container.querySelector('pre#viewer-c')!;
    expect(pre.querySelector('code')!.textContent).toBe(code);
    expect(getComputedStyle(pre).whiteSpace).toBe('pre-wrap');
    expect(getComputedStyle(pre).fontFamily).toMatch(/mono|Menlo|Consolas/);
    expect((pre as HTMLElement).innerText).toContain('\n    return 1;');
  });
});
