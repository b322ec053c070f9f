// `tessera render` through the real launcher: a document on stdin -> its static HTML on stdout;
// bad input is one line on stderr with exit code 2.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { runTessera } from './spawn-tessera.ts';

const DOCUMENT = {
  nodes: [
    {
      id: 'h',
      type: 'HEADING',
      nodes: [{ id: 'ht', type: 'TEXT', textData: { text: 'A title', decorations: [] } }],
      headingData: { level: 2 },
    },
    {
      id: 'p',
      type: 'PARAGRAPH',
      nodes: [{ id: 'pt', type: 'TEXT', textData: { text: 'Fish & <chips>', decorations: [] } }],
      paragraphData: {},
    },
    { id: 'v', type: 'HOLOGRAM', nodes: [] },
  ],
  metadata: { id: 'cli-doc' },
};

test('prints the static HTML of the document; kinds without a renderer are logged on stderr', async () => {
  const run = await runTessera(['render'], JSON.stringify(DOCUMENT));
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^<div [^>]*data-tessera-viewer=""/);
  expect(run.stdout).toMatch(/<h2 id="viewer-h"[^>]*>.*A title.*<\/h2>/);
  expect(run.stdout).toContain('Fish &amp; &lt;chips&gt;');
  expect(run.stdout).not.toContain('viewer-v');
  expect(run.stderr).toContain('No renderer for a node type: HOLOGRAM');
});

test('invalid colours in the document are logged on stderr (spec/000 §5); the HTML is still printed', async () => {
  const document = {
    nodes: [
      {
        id: 'p',
        type: 'PARAGRAPH',
        nodes: [
          {
            id: 't',
            type: 'TEXT',
            textData: {
              text: 'Shaded',
              decorations: [{ type: 'COLOR', colorData: { background: 'url(x)' } }],
            },
          },
        ],
      },
    ],
  };
  const run = await runTessera(['render'], JSON.stringify(document));
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Shaded');
  expect(run.stdout).not.toContain('url(x)');
  expect(run.stderr).toContain(
    'tessera viewer: TEXT t: invalid colour value: "url(x)" (COLOR background)',
  );
});

test('a corpus document renders with its text', async () => {
  const json = readFileSync(
    new URL('../../../shared/corpus/ricos/docs/e2e__headings.json', import.meta.url),
    'utf8',
  );
  const run = await runTessera(['render', '--mobile'], json);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('--tessera-h1-font-size:32px');
  const texts = [...json.matchAll(/"text": ?"([^"\\]+)"/g)].map((match) => match[1]);
  expect(texts.length).toBeGreaterThan(3);
  const escape = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/'/g, '&#x27;')
      .replace(/"/g, '&quot;');
  for (const text of texts) expect(run.stdout).toContain(escape(text));
});

test('a gallery comes with its layout stylesheet: its items placed at any width from 320 to 2560', async () => {
  const json = readFileSync(
    new URL('../../../shared/corpus/ricos/docs/e2e__gallery-simple.json', import.meta.url),
    'utf8',
  );
  const run = await runTessera(['render'], json);
  expect(run.status).toBe(0);
  const style = /<style data-tessera-breakpoints="320[\d,]*">(.*?)<\/style>/.exec(run.stdout);
  expect(style).not.toBeNull();
  expect(style![1]).toMatch(/\{container-type:inline-size;/);
  for (let i = 0; i < 3; i++) expect(style![1]).toContain(`._${i}{left:`);
  expect(run.stdout).toMatch(/class="[^"]* _0" data-idx="0"/);
});

test('--locale: a right-to-left locale renders right to left', async () => {
  const run = await runTessera(['render', '--locale', 'he'], JSON.stringify(DOCUMENT));
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('dir="rtl"');
});

test('invalid JSON: a clear error on one line and exit code 2', async () => {
  const run = await runTessera(['render'], '{"nodes": [');
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^tessera render: stdin is not valid JSON: .+\n$/);
});

test('JSON that is not a document, and unknown arguments, are exit code 2', async () => {
  for (const input of ['[1, 2]', '{"blocks": []}', '"text"']) {
    const run = await runTessera(['render'], input);
    expect(run.status, input).toBe(2);
    expect(run.stderr, input).toMatch(/^tessera render: stdin is not a content document/);
  }
  const unknown = await runTessera(['render', '--colour'], JSON.stringify(DOCUMENT));
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain("unknown argument '--colour'");
});

test('--help says what it reads and prints; the main help lists the command', async () => {
  const help = await runTessera(['render', '--help']);
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('Usage: tessera render');
  const main = await runTessera(['--help']);
  expect(main.stdout).toMatch(/render\s+render a content document/);
});
