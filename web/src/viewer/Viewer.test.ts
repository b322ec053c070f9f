// The viewer core in Node with react-dom/server: the tree walk, anchors, unknown kinds, failing
// nodes, viewer errors, theme and document-style variables, direction, deprecations.

import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { RicosDocument, RicosNode } from '../content/node.ts';
import { useViewer } from './context.ts';
import { Viewer, type ViewerProps } from './index.ts';
import { noRendererMessage, REL_VALUE_DEPRECATED_MESSAGE } from './log-messages.ts';
import type { NodeRendererProps, RendererRegistry } from './registry.ts';
import { recordingLogger } from './testing/recording-logger.ts';

const text = (id: string, value: string): RicosNode => ({
  id,
  type: 'TEXT',
  nodes: [],
  textData: { text: value, decorations: [] },
});
const paragraph = (id: string, ...nodes: RicosNode[]): RicosNode => ({
  id,
  type: 'PARAGRAPH',
  nodes,
  paragraphData: {},
});

const RENDERERS: RendererRegistry = {
  PARAGRAPH: ({ anchorId, children }: NodeRendererProps) =>
    createElement('p', { id: anchorId }, children),
  TEXT: ({ node }: NodeRendererProps) => (node.textData as { text: string }).text,
  BOOM: () => {
    throw new Error('renderer failed');
  },
  LINKS: () => {
    const { links } = useViewer();
    return createElement('span', { 'data-rel': JSON.stringify(links.defaultRel) });
  },
};

function render(props: Partial<ViewerProps> & { content: RicosDocument }) {
  const logger = recordingLogger();
  const onError = vi.fn();
  const html = renderToStaticMarkup(
    createElement(Viewer, { renderers: RENDERERS, logger, onError, ...props }),
  );
  return { html, logger, onError };
}

function styleOf(html: string): string {
  return /style="([^"]*)"/.exec(html)?.[1] ?? '';
}

const DOC: RicosDocument = {
  nodes: [
    paragraph('p1', text('t1', 'Hello '), text('t2', 'world')),
    paragraph('p2', text('t3', 'Second')),
  ],
  metadata: { id: 'doc-1' },
};

test('no browser API is touched by importing or rendering the viewer in Node', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  expect(render({ content: DOC }).html).toContain('Hello world');
});

test('every node is rendered through the registry with its viewer-{id} anchor', () => {
  const { html, onError, logger } = render({ content: DOC });
  expect(html).toContain('<p id="viewer-p1">Hello world</p><p id="viewer-p2">Second</p>');
  expect(onError).not.toHaveBeenCalled();
  expect(logger.errors).toEqual([]);
});

test('a kind with no renderer is logged once (spec/000 §8) and renders nothing; the rest renders', () => {
  const content = {
    nodes: [
      paragraph('a', text('t', 'Before')),
      { id: 'v', type: 'HOLOGRAM', nodes: [] },
      { id: 'w', type: 'HOLOGRAM', nodes: [] },
      paragraph('b', text('u', 'After')),
    ],
  };
  const { html, logger, onError } = render({ content });
  expect(logger.errors).toEqual([noRendererMessage('HOLOGRAM')]);
  expect(logger.errors[0]).toContain('No renderer for a node type: HOLOGRAM');
  expect(html).toContain('<p id="viewer-a">Before</p><p id="viewer-b">After</p>');
  expect(onError).not.toHaveBeenCalled();
});

test('a node that throws renders nothing and calls onError with the node; the rest renders', () => {
  const boom = { id: 'x', type: 'BOOM', nodes: [] };
  const { html, onError, logger } = render({
    content: {
      nodes: [paragraph('a', text('t', 'Kept')), boom, paragraph('b', text('u', 'Also kept'))],
    },
  });
  expect(html).toContain('Kept');
  expect(html).toContain('Also kept');
  expect(html).not.toContain('viewer-x');
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError.mock.calls[0][0]).toEqual(new Error('renderer failed'));
  expect(onError.mock.calls[0][1]).toBe(boom);
  expect(logger.errors.join('\n')).toContain('A render error in a container: BOOM x');
});

test('a node that throws inside another node takes only itself down', () => {
  const { html, onError } = render({
    content: { nodes: [paragraph('a', text('t', 'Outer'), { id: 'in', type: 'BOOM' })] },
  });
  expect(html).toContain('<p id="viewer-a">Outer</p>');
  expect(onError).toHaveBeenCalledTimes(1);
});

test('consumers add and replace renderers; mapping a kind to undefined removes it', () => {
  const content = {
    nodes: [paragraph('a', text('t', 'x')), { id: 'm', type: 'WIDGET', nodes: [] }],
  };
  const MAP = ({ anchorId }: NodeRendererProps): ReactNode =>
    createElement('figure', { id: anchorId }, 'a map');
  const replaced = render({
    content,
    renderers: { ...RENDERERS, WIDGET: MAP, TEXT: () => 'replaced' },
  });
  expect(replaced.html).toContain('<figure id="viewer-m">a map</figure>');
  expect(replaced.html).toContain('<p id="viewer-a">replaced</p>');
  const removed = render({ content, renderers: { ...RENDERERS, TEXT: undefined } });
  expect(removed.html).toContain('<p id="viewer-a"></p>');
  // Kinds are logged in the order they first appear in the document.
  expect(removed.logger.errors).toEqual([noRendererMessage('TEXT'), noRendererMessage('WIDGET')]);
});

describe('a viewer error calls onError and renders nothing (spec/000 §8)', () => {
  test('a palette missing colours: the error names them (spec/000 §5)', () => {
    const { html, onError } = render({
      content: DOC,
      theme: { palette: { textColor: '#000', actionColor: '#00f' } },
    });
    expect(html).toBe('');
    expect(onError).toHaveBeenCalledTimes(1);
    const message = (onError.mock.calls[0][0] as Error).message;
    expect(message).toContain('backgroundColor');
    expect(message).toContain('disabledColor');
    expect(message).toContain('textColorLow');
    expect(message).not.toContain('textColor,');
  });

  test('content that is not a document', () => {
    for (const content of [null, {}, { nodes: 'no' }]) {
      const { html, onError } = render({ content: content as unknown as RicosDocument });
      expect(html).toBe('');
      expect(onError).toHaveBeenCalledTimes(1);
    }
  });
});

describe('theme as CSS custom properties', () => {
  test('defaults: white background, black text, desktop sizes, line height, block padding, z-indexes', () => {
    const style = styleOf(render({ content: DOC }).html);
    expect(style).toContain('--tessera-background-color:#ffffff');
    expect(style).toContain('--tessera-text-color:#000000');
    for (const [type, size] of Object.entries({
      p: 16,
      h1: 40,
      h2: 28,
      h3: 24,
      h4: 20,
      h5: 18,
      h6: 16,
    })) {
      expect(style).toContain(`--tessera-${type}-font-size:${size}px`);
    }
    expect(style).toContain('--tessera-line-height:1.5');
    expect(style).toContain('--tessera-block-padding-top:16px;--tessera-block-padding-bottom:16px');
    expect(style).toContain('--tessera-z-index-base:5000');
    expect(style).toContain('--tessera-z-index-toolbar:5100');
    expect(style).toContain('--tessera-z-index-popup:5200');
    expect(style).toContain('--tessera-z-index-drawer:5300');
    expect(style).toContain('--tessera-z-index-dialog:5300');
    expect(style).toContain('--tessera-z-index-tooltip:5400');
    expect(style).toContain('--tessera-z-index-notification:5500');
  });

  test('mobile sizes and the mobile base z-index', () => {
    const style = styleOf(render({ content: DOC, isMobile: true }).html);
    for (const [type, size] of Object.entries({
      p: 14,
      h1: 32,
      h2: 24,
      h3: 20,
      h4: 20,
      h5: 16,
      h6: 14,
    })) {
      expect(style).toContain(`--tessera-${type}-font-size:${size}px`);
    }
    expect(style).toContain('--tessera-z-index-base:100000');
    expect(style).toContain('--tessera-z-index-tooltip:100400');
  });

  test('a dark palette is one object away; a named palette too', () => {
    const palette = {
      backgroundColor: '#101010',
      textColor: '#eeeeee',
      actionColor: 'rgb(120, 170, 255)',
      disabledColor: '#777',
      textColorLow: 'rgba(255,255,255,0.7)',
    };
    const style = styleOf(render({ content: DOC, theme: { palette } }).html);
    expect(style).toContain('--tessera-background-color:#101010');
    expect(style).toContain('--tessera-action-color:rgb(120, 170, 255)');
    expect(style).toContain('--tessera-low-text-color:rgba(255,255,255,0.7)');
    expect(styleOf(render({ content: DOC, theme: { palette: 'dark' } }).html)).toContain(
      '--tessera-background-color:#121212',
    );
  });

  test('an unknown palette name and an unrecognised palette are logged; the default palette stays', () => {
    const named = render({ content: DOC, theme: { palette: 'neon' } });
    expect(named.logger.errors).toEqual(['tessera viewer: Unknown palette name: neon']);
    expect(styleOf(named.html)).toContain('--tessera-background-color:#ffffff');
    const odd = render({ content: DOC, theme: { palette: 42 as unknown as string } });
    expect(odd.logger.errors).toEqual(['tessera viewer: Unrecognised palette object']);
  });

  test('an invalid colour is logged (spec/000 §5) and not used', () => {
    const palette = {
      backgroundColor: 'url(x)',
      textColor: '#000',
      actionColor: '#00f',
      disabledColor: '#777',
      textColorLow: '#555',
    };
    const { html, logger } = render({
      content: DOC,
      theme: { palette, customStyles: { h1: { color: 'expression(alert(1))' } } },
    });
    expect(logger.errors).toHaveLength(2);
    expect(logger.errors.every((message) => message.includes('invalid colour value'))).toBe(true);
    expect(styleOf(html)).toContain('--tessera-background-color:#ffffff');
    expect(html).not.toContain('expression');
  });

  test('custom styles per text type, typography overrides and breakout paddings', () => {
    const theme = {
      customStyles: {
        h2: { color: '#ff0000', fontSize: 30, fontWeight: 300 },
        quote: { fontStyle: 'italic' as const },
      },
      typography: { fontFamily: 'Georgia, serif', desktop: { h1: 48 } },
      breakoutPaddings: { desktop: 24, mobile: '8px' },
    };
    const style = styleOf(render({ content: DOC, theme }).html);
    expect(style).toContain('--tessera-h2-color:#ff0000');
    expect(style).toContain('--tessera-h2-font-size:30px');
    expect(style).toContain('--tessera-h2-font-weight:300');
    expect(style).toContain('--tessera-quote-font-style:italic');
    expect(style).toContain('--tessera-font-family:Georgia, serif');
    expect(style).toContain('--tessera-h1-font-size:48px');
    expect(style).toContain('--tessera-breakout-padding:24px');
    expect(styleOf(render({ content: DOC, theme, isMobile: true }).html)).toContain(
      '--tessera-breakout-padding:8px',
    );
  });

  test("the document's documentStyle sets the text types' variables; bad values are dropped", () => {
    const documentStyle = {
      headerOne: {
        decorations: [
          { type: 'COLOR', colorData: { foreground: '#bf695c' } },
          { type: 'BOLD', fontWeightValue: 700 },
        ],
      },
      headerTwo: {
        decorations: [
          { type: 'FONT_SIZE', fontSizeData: { unit: 'PX', value: 24 } },
          { type: 'ITALIC', italicData: true },
        ],
      },
      paragraph: {
        decorations: [],
        nodeStyle: { paddingTop: '2px', paddingBottom: '3px;color:red' },
        lineHeight: '2',
      },
    };
    const { html } = render({ content: { ...DOC, documentStyle } });
    const style = styleOf(html);
    expect(style).toContain('--tessera-h1-color:#bf695c');
    expect(style).toContain('--tessera-h1-font-weight:700');
    expect(style).toContain('--tessera-h2-font-size:24px');
    expect(style).toContain('--tessera-h2-font-style:italic');
    expect(style).toContain('--tessera-p-padding-top:2px');
    expect(style).toContain('--tessera-p-line-height:2');
    expect(style).not.toContain('--tessera-p-padding-bottom');
  });
});

describe('direction', () => {
  test('a right-to-left locale sets rtl', () => {
    expect(render({ content: DOC, locale: 'he' }).html).toContain('dir="rtl"');
    expect(render({ content: DOC, locale: 'ar-EG' }).html).toContain('dir="rtl"');
    expect(render({ content: DOC, locale: 'fr' }).html).toContain('dir="ltr"');
  });

  test('right-to-left content sets rtl: its first strongly directional character decides', () => {
    const hebrew = { nodes: [paragraph('a', text('t', '123 שלום עולם, hello'))] };
    expect(render({ content: hebrew }).html).toContain('dir="rtl"');
    const english = { nodes: [paragraph('a', text('t', '123 hello שלום'))] };
    expect(render({ content: english }).html).toContain('dir="ltr"');
  });
});

test('the rel-value setting warns that it is deprecated and still applies (spec/000 §8)', () => {
  const { html, logger } = render({
    content: { nodes: [{ id: 'l', type: 'LINKS' }] },
    links: { relValue: 'nofollow ugc' },
  });
  expect(logger.warnings).toEqual([REL_VALUE_DEPRECATED_MESSAGE]);
  expect(html).toContain(
    `data-rel="${JSON.stringify({ nofollow: true, ugc: true }).replace(/"/g, '&quot;')}"`,
  );
  expect(
    render({ content: DOC, links: { defaultRel: { nofollow: true } } }).logger.warnings,
  ).toEqual([]);
});

test('the rel setting the warning points to sets the rel flags and wins over the rel value', () => {
  const { html, logger } = render({
    content: { nodes: [{ id: 'l', type: 'LINKS' }] },
    links: { rel: { sponsored: true }, relValue: 'nofollow' },
  });
  expect(logger.warnings).toEqual([
    'tessera viewer: the rel-value setting is deprecated, use the rel setting',
  ]);
  expect(html).toContain(
    `data-rel="${JSON.stringify({ sponsored: true }).replace(/"/g, '&quot;')}"`,
  );
});

test('spec/000 §8 messages, word for word', () => {
  const noRenderer = render({ content: { nodes: [{ id: 'v', type: 'HOLOGRAM' }] } });
  expect(noRenderer.logger.errors).toEqual([
    'tessera viewer: No renderer for a node type: HOLOGRAM',
  ]);
  const failing = render({ content: { nodes: [{ id: 'x', type: 'BOOM' }] } });
  expect(failing.logger.errors).toEqual([
    'tessera viewer: A render error in a container: BOOM x; nothing is rendered',
  ]);
  const viewerError = render({ content: { nodes: 'none' } as unknown as RicosDocument });
  expect(viewerError.logger.errors).toEqual([
    'tessera viewer: A viewer error; nothing is rendered',
  ]);
  expect(viewerError.onError).toHaveBeenCalledTimes(1);
  const palette = render({ content: DOC, theme: { palette: { textColor: '#000' } } });
  expect(palette.logger.errors).toEqual(['tessera viewer: A viewer error; nothing is rendered']);
  expect((palette.onError.mock.calls[0][0] as Error).message).toBe(
    'tessera viewer: Palette is missing colours: backgroundColor, disabledColor, textColorLow, actionColor',
  );
  const colour = render({ content: DOC, theme: { customStyles: { p: { color: 'bright' } } } });
  expect(colour.logger.errors).toEqual(['tessera viewer: invalid colour value: "bright"']);
  expect(render({ content: DOC, links: { relValue: 'ugc' } }).logger.warnings).toEqual([
    'tessera viewer: the rel-value setting is deprecated, use the rel setting',
  ]);
});
