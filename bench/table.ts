// The benchmark report as a plain-text table.

import {
  BACKENDS,
  type Backend,
  type BenchReport,
  BUDGET_ITEMS,
  BUDGET_NS_PER_ITEM,
  errorOf,
  figureOf,
  SCALING_BASE_ITEMS,
} from './report.ts';

const count = new Intl.NumberFormat('en-US');

function ns(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value >= 100 ? count.format(Math.round(value)) : value.toFixed(1);
}

function ratio(value: number): string {
  return Number.isFinite(value) ? `${value >= 100 ? Math.round(value) : value.toFixed(1)}x` : '-';
}

function px(value: number): string {
  if (Number.isNaN(value)) return '-';
  if (!Number.isFinite(value)) return 'differ';
  return value === 0 ? '0' : value >= 10 ? count.format(Math.round(value)) : value.toPrecision(2);
}

function grid(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  return rows
    .map((row) =>
      row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '),
    )
    .join('\n');
}

/** Over the issue's budget at 100,000 items: which engine backends, or 'ok'. */
function budget(report: BenchReport, layout: string): string {
  const over = (['wasm', 'ts'] as const).filter(
    (backend) =>
      !(figureOf(report.figures, backend, layout, BUDGET_ITEMS) <= BUDGET_NS_PER_ITEM[backend]),
  );
  return over.length === 0 ? 'ok' : `over: ${over.join(', ')}`;
}

export function formatTable(report: BenchReport): string {
  const header = [
    'layout',
    'items',
    'wasm ns/item',
    'ts ns/item',
    'ref ns/item',
    'ref/wasm',
    'ref/ts',
    'ts/wasm',
    '100k/10k wasm/ts/ref',
    'budget',
    'calls wasm/ts/ref',
    'max |d| wasm-ts',
    'max |d| ts-ref',
  ];
  const rows = [header];
  for (const r of report.ratios) {
    const cell = (backend: Backend) =>
      errorOf(report.errors, backend, r.layout, r.items) !== undefined
        ? 'error'
        : ns(figureOf(report.figures, backend, r.layout, r.items));
    const calls = BACKENDS.map(
      (backend) =>
        report.timedCalls.find(
          (t) => t.backend === backend && t.layout === r.layout && t.items === r.items,
        )?.calls ?? 0,
    );
    const agreement = report.agreement.find((a) => a.layout === r.layout && a.items === r.items);
    const scaling = report.scaling.find((s) => s.layout === r.layout);
    const atBudget = r.items === BUDGET_ITEMS;
    rows.push([
      r.layout,
      count.format(r.items),
      cell('wasm'),
      cell('ts'),
      cell('reference'),
      ratio(r.referenceOverWasm),
      ratio(r.referenceOverTs),
      ratio(r.tsOverWasm),
      atBudget && scaling
        ? [scaling.wasm, scaling.ts, scaling.reference]
            .map((v) => (Number.isFinite(v) ? v.toFixed(1) : '-'))
            .join('/')
        : '',
      atBudget ? budget(report, r.layout) : '',
      calls.map((c) => count.format(c)).join('/'),
      agreement ? px(agreement.wasmVsTs) : '-',
      agreement ? px(agreement.tsVsReference) : '-',
    ]);
  }
  const errors = new Map<string, string>();
  for (const e of report.errors) {
    const key = `${e.layout} ${e.backend}: ${e.error}`;
    if (!errors.has(key)) errors.set(key, `${key} (from ${count.format(e.items)} items)`);
  }
  const kib = (report.wasmBytes / 1024).toFixed(1);
  return [
    `Tessera layout benchmark: container ${report.container.width} x ${report.container.height} px, default options per layout, seeded sizes (seed ${report.seed})`,
    `tessera.wasm: ${count.format(report.wasmBytes)} bytes (${kib} KiB)`,
    '',
    grid(rows),
    '',
    'ns/item: median over samples of wall-clock time per call, divided by the item count.',
    'wasm includes copying sizes in and rectangles out; reference is pro-gallery-lib option processing + pro-layouts createLayout.',
    `100k/10k: the time of one call at ${count.format(BUDGET_ITEMS)} items over one at ${count.format(SCALING_BASE_ITEMS)} (about 10 when linear).`,
    `budget: at most ${BUDGET_NS_PER_ITEM.wasm} ns/item for wasm and ${BUDGET_NS_PER_ITEM.ts} for ts at ${count.format(BUDGET_ITEMS)} items.`,
    'calls: layout calls timed after warm-up. The reference is slow, so it runs fewer times: a few samples',
    'at 1,000 and 10,000 items, and once (no warm-up at that size) at 100,000 items.',
    "max |d|: largest difference in px between two backends' item rectangles for the same input.",
    `result floor: allocating and writing a fresh Float64Array of 4 numbers per item, which both engines return, costs ${report.resultFloor
      .map((f) => `${ns(f.nsPerItem)} ns/item at ${count.format(f.items)}`)
      .join(
        ', ',
      )} items here; the engines' figures include it. Results land in memory the process already`,
    'has (the bench script keeps glibc from returning freed memory): fresh memory costs a page fault per 4 KB,',
    "up to 120 ns/item on some VMs, which is the machine's cost, not the engines'.",
    ...(report.agreement.some((a) => a.tsVsReference > 0.5)
      ? [
          'A ts-ref difference above 0.5 px is a real disagreement with the reference (tests/conformance/layouts.test.ts).',
        ]
      : []),
    ...(errors.size > 0
      ? ['', 'errors (first item count each):', ...[...errors.values()].map((e) => `  ${e}`)]
      : []),
  ].join('\n');
}
