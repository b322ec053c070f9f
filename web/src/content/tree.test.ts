import { expect, test } from 'vitest';
import type { RicosDocument } from './node.ts';
import { countNodeTypes, findNodeById, plainText, viewerAnchorId, walkNodes } from './tree.ts';
import { dataOf, isNodeOf } from './types/index.ts';

const doc: RicosDocument = {
  nodes: [
    {
      id: 'p1',
      type: 'PARAGRAPH',
      paragraphData: { indentation: 1 },
      nodes: [
        { id: '', type: 'TEXT', textData: { text: 'Hello ', decorations: [] } },
        { id: '', type: 'TEXT', textData: { text: 'world', decorations: [{ type: 'BOLD' }] } },
      ],
    },
    {
      id: 'l1',
      type: 'BULLETED_LIST',
      nodes: [
        {
          id: 'i1',
          type: 'LIST_ITEM',
          nodes: [
            { id: 'p2', type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: { text: 'item' } }] },
          ],
        },
      ],
    },
  ],
};

test('walks parents before children, with depth', () => {
  const seen: string[] = [];
  walkNodes(doc.nodes, (node, parent, depth) =>
    seen.push(`${node.type}<${parent?.type ?? '-'}>${depth}`),
  );
  expect(seen).toEqual([
    'PARAGRAPH<->0',
    'TEXT<PARAGRAPH>1',
    'TEXT<PARAGRAPH>1',
    'BULLETED_LIST<->0',
    'LIST_ITEM<BULLETED_LIST>1',
    'PARAGRAPH<LIST_ITEM>2',
    'TEXT<PARAGRAPH>3',
  ]);
});

test('plain text, counts, lookup', () => {
  expect(plainText(doc.nodes[0]!)).toBe('Hello world');
  expect(countNodeTypes(doc)).toEqual({ PARAGRAPH: 2, TEXT: 3, BULLETED_LIST: 1, LIST_ITEM: 1 });
  expect(findNodeById(doc, 'p2')?.type).toBe('PARAGRAPH');
  expect(viewerAnchorId('p2')).toBe('viewer-p2');
  expect(viewerAnchorId('')).toBeUndefined();
});

test('a link may name its target with or without the viewer- prefix; a node needs a string id', () => {
  expect(viewerAnchorId('viewer-p2')).toBe('viewer-p2');
  expect(viewerAnchorId(undefined)).toBeUndefined();
  expect(viewerAnchorId(7)).toBeUndefined();
});

test('every kind is counted, even one named like an Object.prototype key', () => {
  const hostile = JSON.parse(
    '{"nodes": [{"type": "__proto__"}, {"type": "constructor"}, {"type": "__proto__"}]}',
  ) as RicosDocument;
  const counts = countNodeTypes(hostile);
  expect(Object.entries(counts)).toEqual([
    ['__proto__', 2],
    ['constructor', 1],
  ]);
});

test('typed data of a node', () => {
  const node = doc.nodes[0]!;
  expect(isNodeOf(node, 'PARAGRAPH') && dataOf(node)?.indentation).toBe(1);
  expect(isNodeOf(node, 'TEXT')).toBe(false);
});

test('malformed trees are walked without throwing', () => {
  const broken = { nodes: [null, { type: 'PARAGRAPH', nodes: 'x' }] } as unknown as RicosDocument;
  expect(countNodeTypes(broken)).toEqual({ PARAGRAPH: 1 });
});
