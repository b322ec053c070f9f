// The benchmark report as a plain-text table.

import { type BenchReport, figureOf } from './report.ts';

const count = new Intl.NumberFormat('en-US');

function ns(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value >= 100 ? count.format(Math.round(value)) : value.toFixed(1);
}

function ratio(value: number): string {
  return Number.isFinite(value) ? `${value >= 100 ? Math.round(value) : value.toFixed(1)}x` : '-';
}

function px(value: number): string {
  if (!Number.isFinite(value)) return 'differ';
  return value === 0 ? '0' : value >= 10 ? count.format(Math.round(value)) : value.toPrecision(2);
}

function grid(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  return rows
    .map((row) => row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '))
    .join('\n');
}

export function formatTable(report: BenchReport): string {
  const header = ['layout', 'items', 'wasm ns/item', 'ts ns/item', 'ref ns/item', 'ts/wasm', 'ref/wasm', 'ref/ts', 'calls wasm/ts/ref', 'max |d| wasm-ts', 'max |d| ts-ref'];
  const rows = [header];
  for (const r of report.ratios) {
    const calls = (['wasm', 'ts', 'reference'] as const).map(
      (backend) => report.timedCalls.find((t) => t.backend === backend && t.layout === r.layout && t.items === r.items)?.calls ?? 0,
    );
    const agreement = report.agreement.find((a) => a.layout === r.layout && a.items === r.items);
    rows.push([
      r.layout,
      count.format(r.items),
      ns(figureOf(report.figures, 'wasm', r.layout, r.items)),
      ns(figureOf(report.figures, 'ts', r.layout, r.items)),
      ns(figureOf(report.figures, 'reference', r.layout, r.items)),
      ratio(r.tsOverWasm),
      ratio(r.referenceOverWasm),
      ratio(r.referenceOverTs),
      calls.map((c) => count.format(c)).join('/'),
      agreement ? px(agreement.wasmVsTs) : '-',
      agreement ? px(agreement.tsVsReference) : '-',
    ]);
  }
  const kib = (report.wasmBytes / 1024).toFixed(1);
  return [
    `Tessera layout benchmark: container ${report.container.width} x ${report.container.height} px, default options, seeded sizes (seed ${report.seed})`,
    `tessera.wasm: ${count.format(report.wasmBytes)} bytes (${kib} KiB)`,
    '',
    grid(rows),
    '',
    'ns/item: median over samples of wall-clock time per call, divided by the item count.',
    'wasm includes copying sizes in and rectangles out; reference is pro-gallery-lib option processing + pro-layouts createLayout.',
    'calls: layout calls timed after warm-up. The reference is slow, so it runs fewer times: a few samples',
    'at 1,000 and 10,000 items, and once (no warm-up at that size) at 100,000 items.',
    'max |d|: largest difference in px between two backends\' item rectangles for the same input.',
    ...(report.agreement.some((a) => a.tsVsReference > 0.5)
      ? ['A ts-ref difference above 0.5 px is a real disagreement with the reference (tests/conformance/columns.test.ts).']
      : []),
  ].join('\n');
}
