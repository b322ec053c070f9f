// Content is untrusted: whatever shape a document's nodes and data take, the viewer renders on
// the server without throwing; only a document without a nodes array is a viewer error.

import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { DEFAULT_RENDERERS } from './default-renderers.ts';
import { Viewer } from './Viewer.tsx';

const KINDS = [...Object.keys(DEFAULT_RENDERERS), 'IMAGE', 'VIDEO', 'UNKNOWN_KIND'];
const SILENT = { error() {}, warn() {} };

const data = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));

const { node } = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
  node: fc.record(
    {
      id: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(undefined)),
      type: fc.oneof(fc.constantFrom(...KINDS), fc.string({ maxLength: 8 })),
      nodes: fc.oneof(
        { depthSize: 'small' },
        fc.constant(undefined),
        fc.array(tie('node'), { maxLength: 4 }),
      ),
      textData: fc.oneof(
        data,
        fc.record({
          text: fc.string(),
          decorations: fc.array(
            fc.record({
              type: fc.constantFrom('BOLD', 'LINK', 'COLOR', 'SPOILER', 'FONT_SIZE', 'X'),
              linkData: data,
              colorData: data,
              fontSizeData: data,
            }),
          ),
        }),
      ),
      paragraphData: data,
      headingData: fc.oneof(data, fc.record({ level: fc.integer({ min: -3, max: 12 }) })),
      tableData: data,
      buttonData: data,
      dividerData: data,
      collapsibleListData: data,
      layoutCellData: data,
    },
    { requiredKeys: ['type'] },
  ),
}));

test('random node trees and data render without throwing and without a viewer error', () => {
  fc.assert(
    fc.property(fc.array(node, { maxLength: 6 }), data, (nodes, documentStyle) => {
      const viewerErrors: unknown[] = [];
      const content = { nodes, documentStyle } as never;
      const html = renderToStaticMarkup(
        createElement(Viewer, {
          content,
          logger: SILENT,
          onError: (error, at) => at === undefined && viewerErrors.push(error),
        }),
      );
      expect(html.startsWith('<div')).toBe(true);
      expect(viewerErrors).toEqual([]);
      expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    }),
    { numRuns: 300 },
  );
});
