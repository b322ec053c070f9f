// Size budgets of every entry point and every chunk loaded on demand (tests/size/budgets.ts):
// the package's entries, stylesheet and worker; the embed's modules, worker and lazy chunks.
// Prints a table of today's sizes beside the budgets (README "Sizes").

import { beforeAll, expect, test } from 'vitest';
import {
  EMBED_ENTRY_BUDGET,
  EMBED_WORKER_BUDGET,
  KB,
  LAZY_CHUNK_BUDGETS,
  OTHER_LAZY_CHUNK_BUDGET,
  PACKAGE_ENTRY_BUDGETS,
  PACKAGE_FILE_BUDGETS,
} from './budgets.ts';
import { embedWeights, packageWeights, type Weight } from './measure.ts';

interface Row extends Weight {
  build: 'package' | 'embed';
  /** Undefined where the budget is held by another test (the wasm's). */
  budget: number | undefined;
}

let rows: Row[];

function budgetOf(build: Row['build'], { kind, name }: Weight): number | undefined {
  if (kind === 'lazy') return LAZY_CHUNK_BUDGETS[build][name] ?? OTHER_LAZY_CHUNK_BUDGET;
  if (kind === 'wasm') return undefined;
  if (build === 'embed') return kind === 'worker' ? EMBED_WORKER_BUDGET : EMBED_ENTRY_BUDGET;
  // A package entry or file without a budget fails: each is given one here.
  return kind === 'entry' ? (PACKAGE_ENTRY_BUDGETS[name] ?? 0) : (PACKAGE_FILE_BUDGETS[name] ?? 0);
}

/** One line per row, the locales' chunks as one line (the largest), as they are many and alike. */
function table(all: readonly Row[]): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const locales = all.filter((row) => row.locale);
  const shown = all.filter((row) => !row.locale);
  if (locales.length > 0) {
    const largest = locales.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    shown.push({ ...largest, name: `${locales.length} locales (each)` });
  }
  const lines = shown.map((row) =>
    [
      row.build.padEnd(8),
      row.kind.padEnd(11),
      row.name.padEnd(20),
      kb(row.gzip).padStart(9),
      (row.budget === undefined ? 'elsewhere' : kb(row.budget)).padStart(10),
    ].join(' '),
  );
  const head = ['build'.padEnd(8), 'kind'.padEnd(11), 'name'.padEnd(20), 'gzip'.padStart(9)];
  return [[...head, 'budget'.padStart(10)].join(' '), ...lines].join('\n');
}

beforeAll(async () => {
  const [library, embed] = await Promise.all([packageWeights(), embedWeights()]);
  const order = ['entry', 'stylesheet', 'worker', 'wasm', 'lazy'];
  const rowsOf = (build: Row['build'], weights: readonly Weight[]): Row[] =>
    weights
      .map((weight) => ({ ...weight, build, budget: budgetOf(build, weight) }))
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.gzip - a.gzip);
  rows = [...rowsOf('package', library), ...rowsOf('embed', embed)];
  console.log(`Sizes, gzip level 9 (tests/size/budgets.ts):\n${table(rows)}`);
}, 240_000);

const over = (selected: readonly Row[]) =>
  selected
    .filter((row) => row.budget !== undefined && row.gzip > row.budget)
    .map((row) => `${row.build} ${row.kind} ${row.name}: ${row.gzip} > ${row.budget} bytes`);

test('every entry of the package is within its budget', () => {
  const entries = rows.filter((row) => row.build === 'package' && row.kind === 'entry');
  expect(entries.map((row) => row.name).sort()).toEqual(Object.keys(PACKAGE_ENTRY_BUDGETS).sort());
  expect(over(entries)).toEqual([]);
});

test('the package’s stylesheet and engine worker are within their budgets', () => {
  const files = rows.filter(
    (row) => row.build === 'package' && (row.kind === 'stylesheet' || row.kind === 'worker'),
  );
  expect(files.map((row) => row.name).sort()).toEqual(Object.keys(PACKAGE_FILE_BUDGETS).sort());
  expect(over(files)).toEqual([]);
});

test('every module the embed starts with, and its worker, is within its budget', () => {
  const embed = rows.filter((row) => row.build === 'embed' && row.kind !== 'lazy');
  expect(embed.some((row) => row.kind === 'entry')).toBe(true);
  expect(embed.some((row) => row.kind === 'worker')).toBe(true);
  expect(over(embed)).toEqual([]);
});

test('every chunk loaded on demand, in the package and in the embed, is within its budget', () => {
  const lazy = rows.filter((row) => row.kind === 'lazy');
  // The heavy parts are chunks of their own (DESIGN.md: load heavy things on demand).
  // (The package's TS twin is a chunk `tessera/server-gallery` imports; `tessera/engine` loads it
  // only when asked for, which its budget, below the twin's own size, holds.)
  for (const name of ['HorizontalGallery', 'FullscreenViewer', 'leaflet-map'])
    expect(lazy.filter((row) => row.build === 'package').map((row) => row.name)).toContain(name);
  for (const name of ['model-viewer', 'hls', 'dash.all.min', 'ts-engine'])
    expect(lazy.filter((row) => row.build === 'embed').map((row) => row.name)).toContain(name);
  expect(over(lazy)).toEqual([]);
});
