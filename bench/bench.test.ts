// The benchmark's command line, table and JSON: a refused layout shows as an error, the scaling
// and budget columns appear at 100,000 items, and `--json` keeps stdout pure JSON.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { benchArgs } from './args.ts';
import { BENCH_LAYOUTS, ITEM_COUNTS } from './inputs.ts';
import { type BenchReport, type Figure, ratiosOf, scalingOf } from './report.ts';
import { formatTable } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function report(figures: Figure[], errors: BenchReport['errors'] = []): BenchReport {
  const layouts = [...new Set([...figures, ...errors].map((f) => f.layout))];
  const items = [...new Set([...figures, ...errors].map((f) => f.items))];
  return {
    wasmBytes: 2048,
    container: { width: 1200, height: 800 },
    seed: 1,
    figures,
    errors,
    ratios: layouts.flatMap((layout) => items.map((n) => ratiosOf(figures, layout, n))),
    scaling: layouts.map((layout) => scalingOf(figures, layout)),
    timedCalls: [],
    agreement: [],
    resultFloor: [{ items: 100_000, nsPerItem: 12.5 }],
  };
}

test('every layout code but MAGIC is benchmarked, at 1,000, 10,000 and 100,000 items', () => {
  const names = BENCH_LAYOUTS.map((l) => l.name);
  for (const name of [
    'JSON_FIXED',
    'DESIGNED_PRESET',
    'EMPTY',
    'COLLAGE',
    'MASONRY',
    'GRID',
    'THUMBNAIL',
    'SLIDER',
    'SLIDESHOW',
    'PANORAMA',
    'COLUMN',
    'FULLSIZE',
    'BRICKS',
    'MIX',
    'ALTERNATE',
  ]) {
    expect(names).toContain(name);
  }
  expect(names).not.toContain('MAGIC');
  expect(ITEM_COUNTS).toEqual([1_000, 10_000, 100_000]);
});

test('the table shows ratios, the 100k/10k scaling and the budget; a refused layout as an error', () => {
  const fig = (
    backend: Figure['backend'],
    layout: string,
    items: number,
    nsPerItem: number,
  ): Figure => ({ backend, layout, items, nsPerItem });
  const table = formatTable(
    report(
      [
        fig('wasm', 'GRID', 10_000, 20),
        fig('ts', 'GRID', 10_000, 40),
        fig('reference', 'GRID', 10_000, 20_000),
        fig('wasm', 'GRID', 100_000, 22),
        fig('ts', 'GRID', 100_000, 400),
        fig('reference', 'GRID', 100_000, 60_000),
        fig('reference', 'SLIDER', 10_000, 9_000),
      ],
      [
        { backend: 'wasm', layout: 'SLIDER', items: 10_000, error: 'Layouter: not yet' },
        { backend: 'ts', layout: 'SLIDER', items: 10_000, error: 'Layouter: not yet' },
      ],
    ),
  );
  const grid100k = table
    .split('\n')
    .find((line) => line.startsWith('GRID') && line.includes('100,000'))!;
  expect(grid100k).toContain('2727x'); // reference over wasm
  expect(grid100k).toContain('150x'); // reference over ts
  expect(grid100k).toContain('11.0/100.0/30.0'); // 100k/10k per backend
  expect(grid100k).toContain('over: ts');
  const slider = table.split('\n').find((line) => line.startsWith('SLIDER'))!;
  expect(slider.match(/error/g)).toHaveLength(2);
  expect(slider).toContain('9,000');
  expect(table).toContain('SLIDER wasm: Layouter: not yet');
});

test('--layouts takes names or codes, --items a list of counts', () => {
  const args = benchArgs(
    ['--json', '--layouts', 'grid,0', '--items=1000,5'],
    BENCH_LAYOUTS,
    ITEM_COUNTS,
  );
  expect(args.json).toBe(true);
  expect(args.layouts.map((l) => l.name)).toEqual(['COLLAGE', 'GRID']);
  expect(args.itemCounts).toEqual([1_000, 5]);
  expect(args.reference).toBe(true);
  expect(benchArgs(['--no-reference'], BENCH_LAYOUTS, ITEM_COUNTS).reference).toBe(false);
  expect(args.referenceViewer).toBe(true);
  expect(benchArgs(['--no-reference'], BENCH_LAYOUTS, ITEM_COUNTS).referenceViewer).toBe(false);
  expect(benchArgs(['--no-reference-viewer'], BENCH_LAYOUTS, ITEM_COUNTS)).toMatchObject({
    reference: true,
    referenceViewer: false,
  });
  expect(args.browser).toBe(true);
  expect(args.browserRuns).toBe(3);
  expect(benchArgs(['--no-browser', '--runs', '1'], BENCH_LAYOUTS, ITEM_COUNTS)).toMatchObject({
    browser: false,
    browserRuns: 1,
  });
  expect(() => benchArgs(['--runs', '0'], BENCH_LAYOUTS, ITEM_COUNTS)).toThrow(/--runs/);
  expect(benchArgs([], BENCH_LAYOUTS, ITEM_COUNTS).layouts).toHaveLength(BENCH_LAYOUTS.length);
  expect(() => benchArgs(['--layouts', 'MAGIC'], BENCH_LAYOUTS, ITEM_COUNTS)).toThrow(/--layouts/);
  expect(() => benchArgs(['--items', '10,x'], BENCH_LAYOUTS, ITEM_COUNTS)).toThrow(/--items/);
});

test('--json: stdout is the JSON report alone, with {backend, layout, items, nsPerItem} records; the table goes to stderr', async () => {
  const { status, stdout, stderr } = await new Promise<{
    status: number | null;
    stdout: string;
    stderr: string;
  }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'bench/run.ts',
        '--json',
        '--layouts',
        'GRID',
        '--items',
        '200',
        '--no-browser',
        // the reference viewer installs itself on first use: not in a test
        '--no-reference-viewer',
      ],
      { cwd: ROOT },
    );
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code, stdout: out, stderr: err }));
  });
  expect(status).toBe(0);
  const parsed = JSON.parse(stdout) as BenchReport;
  // A backend that refuses the layout is reported as an error record instead of a figure.
  expect([...parsed.figures, ...parsed.errors].map((f) => f.backend).sort()).toEqual([
    'reference',
    'ts',
    'wasm',
  ]);
  expect(parsed.figures.length).toBeGreaterThanOrEqual(2);
  for (const figure of parsed.figures) {
    expect(Object.keys(figure)).toEqual(['backend', 'layout', 'items', 'nsPerItem']);
    expect(figure).toMatchObject({ layout: 'GRID', items: 200 });
    expect(figure.nsPerItem).toBeGreaterThan(0);
  }
  expect(stderr).toContain('Tessera layout benchmark');
  expect(parsed.resultFloor).toEqual([{ items: 200, nsPerItem: expect.any(Number) }]);
  expect(stderr).toMatch(/result floor: .* ns\/item at 200 items/);
}, 60_000);
