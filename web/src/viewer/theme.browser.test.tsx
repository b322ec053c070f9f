// The theme end to end in Chromium: the palette, typography, custom styles, the document's
// documentStyle and the default block padding reach the rendered blocks as computed styles.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosDocument, RicosNode } from '../content/node.ts';
import { recordingLogger } from './testing/recording-logger.ts';
import { Viewer } from './Viewer.tsx';

const text = (id: string, value: string): RicosNode => ({
  id,
  type: 'TEXT',
  nodes: [],
  textData: { text: value, decorations: [] },
});
const DOC: RicosDocument = {
  nodes: [
    { id: 'h1', type: 'HEADING', headingData: { level: 1 }, nodes: [text('a', 'Big title')] },
    { id: 'h2', type: 'HEADING', headingData: { level: 2 }, nodes: [text('b', 'Smaller title')] },
    { id: 'p', type: 'PARAGRAPH', paragraphData: {}, nodes: [text('c', 'Body text')] },
  ],
};

const style = (id: string) => getComputedStyle(document.getElementById(id)!);

test('defaults: black on white, desktop sizes, 16px block padding', async () => {
  const screen = await render(<Viewer content={DOC} logger={recordingLogger()} />);
  await expect.element(screen.getByText('Body text')).toBeVisible();
  const root = getComputedStyle(screen.container.querySelector('[data-tessera-viewer]')!);
  expect(root.backgroundColor).toBe('rgb(255, 255, 255)');
  expect(style('viewer-p').color).toBe('rgb(0, 0, 0)');
  expect(style('viewer-h1').fontSize).toBe('40px');
  expect(style('viewer-h2').fontSize).toBe('28px');
  expect(style('viewer-p').fontSize).toBe('16px');
  // spec/000 §9 "Line height 1.5".
  expect(style('viewer-p').lineHeight).toBe('24px');
  expect(style('viewer-p').paddingTop).toBe('16px');
  expect(style('viewer-p').paddingBottom).toBe('16px');
});

test('a dark palette, mobile sizes and custom styles per text type', async () => {
  const theme = { palette: 'dark', customStyles: { h2: { color: '#ff8800', fontWeight: 300 } } };
  const screen = await render(
    <Viewer content={DOC} theme={theme} isMobile logger={recordingLogger()} />,
  );
  await expect.element(screen.getByText('Body text')).toBeVisible();
  const root = getComputedStyle(screen.container.querySelector('[data-tessera-viewer]')!);
  expect(root.backgroundColor).toBe('rgb(18, 18, 18)');
  expect(style('viewer-p').color).toBe('rgb(242, 242, 242)');
  expect(style('viewer-h1').fontSize).toBe('32px');
  expect(style('viewer-p').fontSize).toBe('14px');
  expect(style('viewer-h2').color).toBe('rgb(255, 136, 0)');
  expect(style('viewer-h2').fontWeight).toBe('300');
});

test("the document's documentStyle styles its text types", async () => {
  const documentStyle = {
    headerOne: {
      decorations: [
        { type: 'COLOR', colorData: { foreground: '#bf695c' } },
        { type: 'FONT_SIZE', fontSizeData: { unit: 'PX', value: 50 } },
      ],
    },
    paragraph: {
      decorations: [{ type: 'ITALIC', italicData: true }],
      nodeStyle: { paddingTop: '2px', paddingBottom: '3px' },
      lineHeight: '2',
    },
  };
  const screen = await render(
    <Viewer content={{ ...DOC, documentStyle }} logger={recordingLogger()} />,
  );
  await expect.element(screen.getByText('Body text')).toBeVisible();
  expect(style('viewer-h1').color).toBe('rgb(191, 105, 92)');
  expect(style('viewer-h1').fontSize).toBe('50px');
  expect(style('viewer-p').fontStyle).toBe('italic');
  expect(style('viewer-p').paddingTop).toBe('2px');
  expect(style('viewer-p').paddingBottom).toBe('3px');
  expect(style('viewer-p').lineHeight).toBe('32px');
});

test('custom styles of links, hashtags and mentions reach them; without, they take the action colour', async () => {
  const decorated: RicosDocument = {
    nodes: [
      {
        id: 'p',
        type: 'PARAGRAPH',
        paragraphData: {},
        nodes: [
          {
            id: 'l',
            type: 'TEXT',
            textData: {
              text: 'a link',
              decorations: [{ type: 'LINK', linkData: { link: { url: 'https://example.com' } } }],
            },
          },
          text('s', ' and #tagged by '),
          {
            id: 'm',
            type: 'TEXT',
            textData: {
              text: '@someone',
              decorations: [{ type: 'MENTION', mentionData: { name: 'someone' } }],
            },
          },
        ],
      },
    ],
  };
  const of = (name: string) => getComputedStyle(document.querySelector(name)!);
  const plain = await render(
    <Viewer content={decorated} theme={{ palette: 'dark' }} logger={recordingLogger()} />,
  );
  await expect.element(plain.getByRole('link', { name: 'a link' })).toBeVisible();
  expect(of('a[href="https://example.com"]').color).toBe('rgb(138, 180, 248)');
  expect(of('a[href*="search/posts"]').color).toBe('rgb(138, 180, 248)');
  expect(of('#viewer-m > span').color).toBe('rgb(138, 180, 248)');
  await plain.unmount();

  const customStyles = {
    link: { color: '#aa0000', fontWeight: 700, textDecoration: 'none' },
    hashtag: { color: '#00aa00', fontStyle: 'italic' as const },
    mention: { color: '#0000aa', backgroundColor: '#eeeeee' },
  };
  const styled = await render(
    <Viewer content={decorated} theme={{ customStyles }} logger={recordingLogger()} />,
  );
  await expect.element(styled.getByRole('link', { name: 'a link' })).toBeVisible();
  const link = of('a[href="https://example.com"]');
  expect([link.color, link.fontWeight, link.textDecorationLine]).toEqual([
    'rgb(170, 0, 0)',
    '700',
    'none',
  ]);
  const hashtag = of('a[href*="search/posts"]');
  expect([hashtag.color, hashtag.fontStyle]).toEqual(['rgb(0, 170, 0)', 'italic']);
  const mention = of('#viewer-m > span');
  expect([mention.color, mention.backgroundColor]).toEqual([
    'rgb(0, 0, 170)',
    'rgb(238, 238, 238)',
  ]);
});

test('table lines follow the text colour, so they show on a dark palette too', async () => {
  const cell = (id: string, value: string): RicosNode => ({
    id,
    type: 'TABLE_CELL',
    tableCellData: {},
    nodes: [{ id: `${id}p`, type: 'PARAGRAPH', paragraphData: {}, nodes: [text(`${id}t`, value)] }],
  });
  const table: RicosDocument = {
    nodes: [
      {
        id: 't',
        type: 'TABLE',
        tableData: {},
        nodes: [{ id: 'r', type: 'TABLE_ROW', nodes: [cell('a', 'A'), cell('b', 'B')] }],
      },
    ],
  };
  const light = await render(<Viewer content={table} logger={recordingLogger()} />);
  await expect.element(light.getByText('B')).toBeVisible();
  expect(style('viewer-b').borderTopColor).toBe('color(srgb 0 0 0 / 0.2)');
  await light.unmount();
  const dark = await render(
    <Viewer content={table} theme={{ palette: 'dark' }} logger={recordingLogger()} />,
  );
  await expect.element(dark.getByText('B')).toBeVisible();
  expect(style('viewer-b').borderTopColor).toBe('color(srgb 0.94902 0.94902 0.94902 / 0.2)');
});

test('a mention in a heading keeps the heading weight', async () => {
  const heading: RicosDocument = {
    nodes: [
      {
        id: 'h',
        type: 'HEADING',
        headingData: { level: 2 },
        nodes: [
          {
            id: 'm',
            type: 'TEXT',
            textData: {
              text: '@quick',
              decorations: [{ type: 'MENTION', mentionData: { name: 'quick' } }],
            },
          },
        ],
      },
    ],
  };
  const screen = await render(<Viewer content={heading} logger={recordingLogger()} />);
  await expect.element(screen.getByText('@quick')).toBeVisible();
  expect(getComputedStyle(document.querySelector('#viewer-m > span')!).fontWeight).toBe('700');
});
