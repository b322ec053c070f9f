// The viewer render benchmark picks the five largest corpus documents and prints one row each.

import { expect, test } from 'vitest';
import { formatViewerRender, largestDocuments } from './viewer-render.ts';

test('the five largest corpus documents, largest first', () => {
  const documents = largestDocuments(5);
  expect(documents).toHaveLength(5);
  const sizes = documents.map((d) => d.json.length);
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  expect(documents[0].name).toBe('e2e__tablesExamples');
});

test('one row per document with its median time', () => {
  const table = formatViewerRender([
    { document: 'doc-a', jsonBytes: 2048, nodes: 10, htmlBytes: 100, medianMs: 1.234 },
  ]);
  expect(table).toContain('Tessera viewer server render');
  expect(table).toMatch(/doc-a\s+2 KB\s+10 nodes\s+1\.23 ms/);
});
