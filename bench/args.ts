// The benchmark's command line: --json, --layouts A,B (names of bench/inputs.ts, or layout
// codes), --items 1000,10000 (the layouts' and the gallery's), --no-reference (engines only:
// seconds instead of tens of minutes), --no-browser (no gallery in Chromium), --runs 3 (page
// loads per item count of the gallery in Chromium), --no-reference-viewer (the viewer's server
// render without the reference viewer, which --no-reference leaves out too).

import type { BenchLayout } from './inputs.ts';

export interface BenchArgs {
  json: boolean;
  layouts: BenchLayout[];
  itemCounts: number[];
  reference: boolean;
  /** Whether the reference viewer renders the viewer benchmark's documents too (installed on first
   *  use: bench/viewer-reference.ts). */
  referenceViewer: boolean;
  /** Whether the gallery is measured in Chromium (bench/gallery-browser.ts). */
  browser: boolean;
  browserRuns: number;
}

/** Page loads per item count of the gallery in Chromium; the figures are their medians. */
export const BROWSER_RUNS = 3;

export function valueOf(argv: readonly string[], flag: string): string | undefined {
  const at = argv.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (at < 0) return undefined;
  return argv[at].includes('=') ? argv[at].slice(flag.length + 1) : argv[at + 1];
}

export function benchArgs(
  argv: readonly string[],
  all: readonly BenchLayout[],
  counts: readonly number[],
): BenchArgs {
  const layoutList = valueOf(argv, '--layouts');
  const itemList = valueOf(argv, '--items');
  let layouts = [...all];
  if (layoutList !== undefined) {
    const wanted = layoutList.split(',').map((s) => s.trim().toUpperCase());
    layouts = all.filter(
      (l) =>
        wanted.includes(l.name) ||
        wanted.includes(String(l.options.layoutParams_structure_galleryLayout)),
    );
    if (layouts.length === 0)
      throw new Error(
        `--layouts: none of '${layoutList}' is one of ${all.map((l) => l.name).join(', ')}`,
      );
  }
  const itemCounts = itemList === undefined ? [...counts] : itemList.split(',').map(Number);
  if (itemCounts.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`--items: '${itemList}' is not a list of positive integers`);
  const runs = valueOf(argv, '--runs');
  const browserRuns = runs === undefined ? BROWSER_RUNS : Number(runs);
  if (!Number.isInteger(browserRuns) || browserRuns <= 0)
    throw new Error(`--runs: '${runs}' is not a positive integer`);
  return {
    json: argv.includes('--json'),
    layouts,
    itemCounts,
    reference: !argv.includes('--no-reference'),
    referenceViewer: !argv.includes('--no-reference') && !argv.includes('--no-reference-viewer'),
    browser: !argv.includes('--no-browser'),
    browserRuns,
  };
}
