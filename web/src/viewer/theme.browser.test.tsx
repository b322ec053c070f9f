// The theme end to end in Chromium: the palette, typography, custom styles, the document's
// documentStyle and the default block padding reach the rendered blocks as computed styles.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosDocument, RicosNode } from '../content/node.ts';
import { recordingLogger } from './testing/recording-logger.ts';
import { Viewer } from './Viewer.tsx';

const text = (id: string, value: string): RicosNode => ({ id, type: 'TEXT', nodes: [], textData: { text: value, decorations: [] } });
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
  expect(style('viewer-p').paddingTop).toBe('16px');
  expect(style('viewer-p').paddingBottom).toBe('16px');
});

test('a dark palette, mobile sizes and custom styles per text type', async () => {
  const theme = { palette: 'dark', customStyles: { h2: { color: '#ff8800', fontWeight: 300 } } };
  const screen = await render(<Viewer content={DOC} theme={theme} isMobile logger={recordingLogger()} />);
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
    headerOne: { decorations: [{ type: 'COLOR', colorData: { foreground: '#bf695c' } }, { type: 'FONT_SIZE', fontSizeData: { unit: 'PX', value: 50 } }] },
    paragraph: { decorations: [{ type: 'ITALIC', italicData: true }], nodeStyle: { paddingTop: '2px', paddingBottom: '3px' }, lineHeight: '2' },
  };
  const screen = await render(<Viewer content={{ ...DOC, documentStyle }} logger={recordingLogger()} />);
  await expect.element(screen.getByText('Body text')).toBeVisible();
  expect(style('viewer-h1').color).toBe('rgb(191, 105, 92)');
  expect(style('viewer-h1').fontSize).toBe('50px');
  expect(style('viewer-p').fontStyle).toBe('italic');
  expect(style('viewer-p').paddingTop).toBe('2px');
  expect(style('viewer-p').paddingBottom).toBe('3px');
  expect(style('viewer-p').lineHeight).toBe('32px');
});
