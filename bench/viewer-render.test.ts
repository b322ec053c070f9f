// The viewer render benchmark picks the five largest corpus documents and the gallery and image
// documents, and prints one row each with the goal.

import { expect, test } from 'vitest';
import { benchDocuments, formatViewerRender, largestDocuments } from './viewer-render.ts';

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

test('then every gallery and image document, each once', () => {
  const names = benchDocuments().map((d) => d.name);
  expect(names.slice(0, 5)).toEqual(largestDocuments(5).map((d) => d.name));
  expect(names).toContain('e2e__gallery-layouts');
  expect(names).toContain('e2e__all-images-cases-part-1');
  expect(new Set(names).size).toBe(names.length);
});

test('the goal line counts the documents over 0.95 ms', () => {
  const table = formatViewerRender([
    { document: 'fast', jsonBytes: 2048, nodes: 10, htmlBytes: 100, medianMs: 0.5 },
    { document: 'slow', jsonBytes: 2048, nodes: 10, htmlBytes: 100, medianMs: 1.5 },
  ]);
  expect(table).toContain('goal: each under 0.95 ms');
  expect(table).toContain('1 of 2 over');
});

test('a page’s first render beside, its galleries laid out anew', () => {
  const table = formatViewerRender([
    {
      document: 'gallery',
      jsonBytes: 2048,
      nodes: 3,
      htmlBytes: 100,
      medianMs: 0.2,
      coldMedianMs: 0.9,
    },
  ]);
  expect(table).toMatch(/gallery\s+2 KB\s+3 nodes\s+0\.20 ms\s+0\.90 ms first render/);
});

test('the reference viewer’s time beside each document, and how many times faster Tessera is', () => {
  const table = formatViewerRender([
    {
      document: 'images',
      jsonBytes: 4096,
      nodes: 10,
      htmlBytes: 100,
      medianMs: 0.25,
      coldMedianMs: 0.3,
      referenceMs: 10,
      referenceWithConversionMs: 12.5,
    },
  ]);
  expect(table).toMatch(
    /images\s+4 KB\s+10 nodes\s+0\.25 ms\s+0\.30 ms first render\s+10\.00 ms reference\s+40\.0x\s+12\.50 ms converting too\s+50\.0x/,
  );
  expect(table).toContain('reference: ricos-viewer');
});

test('the goal against the reference counts the documents under 20x, and those it could not render', () => {
  const table = formatViewerRender([
    {
      document: 'fast',
      jsonBytes: 2048,
      nodes: 10,
      htmlBytes: 100,
      medianMs: 0.5,
      referenceMs: 20,
      referenceWithConversionMs: 25,
    },
    {
      document: 'slow',
      jsonBytes: 2048,
      nodes: 10,
      htmlBytes: 100,
      medianMs: 1,
      referenceMs: 10,
      referenceWithConversionMs: 21,
    },
    {
      document: 'broken',
      jsonBytes: 2048,
      nodes: 10,
      htmlBytes: 100,
      medianMs: 1,
      referenceError: 'the reference failed: boom',
    },
  ]);
  expect(table).toContain(
    'goal: each at least 20x faster than the reference on the same document; 1 of 2 miss it (0 of 2 against the reference converting too) (1 without a reference time)',
  );
  expect(table).toMatch(/broken .* no reference time: the reference failed: boom/);
  expect(table).not.toContain('against the reference converting too:');
  expect(table).toContain(
    "goal: each under 0.95 ms (20x the reference's fastest 19 ms); 2 of 3 over",
  );
});

test('the documents under 20x against the reference converting too are named, with their galleries', () => {
  const table = formatViewerRender([
    {
      document: 'gallery-doc',
      jsonBytes: 2048,
      nodes: 10,
      galleries: 9,
      htmlBytes: 100,
      medianMs: 0.2,
      referenceMs: 2,
      referenceWithConversionMs: 3,
    },
    {
      document: 'text-doc',
      jsonBytes: 2048,
      nodes: 10,
      galleries: 0,
      htmlBytes: 100,
      medianMs: 0.5,
      referenceMs: 8,
      referenceWithConversionMs: 9,
    },
    {
      document: 'fast-doc',
      jsonBytes: 2048,
      nodes: 10,
      htmlBytes: 100,
      medianMs: 0.1,
      referenceMs: 8,
      referenceWithConversionMs: 9,
    },
  ]);
  expect(table).toContain(
    "    against the reference converting too: gallery-doc 15.0x (9 galleries: empty boxes in the reference's HTML), text-doc 18.0x\n",
  );
});

test('without the reference, Tessera’s times and the reason the reference column is missing', () => {
  const why = 'npm ci failed: 404 Not Found';
  const table = formatViewerRender([
    {
      document: 'a',
      jsonBytes: 2048,
      nodes: 10,
      htmlBytes: 100,
      medianMs: 0.5,
      referenceError: why,
    },
    {
      document: 'b',
      jsonBytes: 2048,
      nodes: 10,
      htmlBytes: 100,
      medianMs: 0.7,
      referenceError: why,
    },
  ]);
  expect(table).toMatch(/a\s+2 KB\s+10 nodes\s+0\.50 ms\n/);
  expect(table).toContain(`the reference column is missing: ${why}`);
  expect(table.split(why)).toHaveLength(2);
  expect(table).toContain('0 of 2 over');
});
