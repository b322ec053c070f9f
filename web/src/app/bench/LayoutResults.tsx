// One layout's figures on the benchmark page: the chart of nanoseconds per item against items, a
// line per backend, and the medians in a table, with why a point is missing.

import { Chart } from './Chart.tsx';
import { formatCount, formatFigure } from './format.ts';
import styles from './BenchPage.module.css';
import {
  BACKEND_LABELS,
  isMeasured,
  type LayoutBackend,
  type LayoutPoint,
  type MissingFigure,
} from './results.ts';

export const BACKEND_COLORS: Record<LayoutBackend, string> = {
  'wasm-worker': '#1f63c6',
  'ts-worker': '#23925a',
  'ts-main': '#d67b12',
  reference: '#8b3db0',
};

interface LayoutResultsProps {
  layout: string;
  backends: readonly LayoutBackend[];
  sizes: readonly number[];
  points: readonly LayoutPoint[];
}

function cellOf(point: LayoutPoint | undefined): string {
  if (point === undefined) return '…';
  if (isMeasured(point)) return formatFigure(point.nsPerItem);
  return point.skipped !== undefined ? 'skipped' : 'error';
}

export function LayoutResults({ layout, backends, sizes, points }: LayoutResultsProps) {
  const find = (backend: LayoutBackend, items: number) =>
    points.find((p) => p.backend === backend && p.items === items);
  const series = backends.map((backend) => ({
    name: BACKEND_LABELS[backend],
    color: BACKEND_COLORS[backend],
    points: points
      .filter((p) => p.backend === backend)
      .filter(isMeasured)
      .sort((a, b) => a.items - b.items)
      .map((p) => [p.items, p.nsPerItem] as const),
  }));
  const missing = points.filter((p): p is MissingFigure => !isMeasured(p));
  return (
    <section className={styles.layout} aria-labelledby={`layout-${layout}`} data-layout={layout}>
      <h3 id={`layout-${layout}`}>{layout}</h3>
      <Chart
        title={`${layout}: nanoseconds per item`}
        xLabel="items"
        yLabel="ns per item"
        series={series}
      />
      <table className={styles.table}>
        <caption>Median ns per item</caption>
        <thead>
          <tr>
            <th scope="col">backend</th>
            {sizes.map((items) => (
              <th key={items} scope="col">
                {formatCount(items)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {backends.map((backend) => (
            <tr key={backend}>
              <th scope="row">{BACKEND_LABELS[backend]}</th>
              {sizes.map((items) => (
                <td key={items}>{cellOf(find(backend, items))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {missing.length > 0 && (
        <ul className={styles.notes} aria-label="Not measured">
          {missing.map((p) => (
            <li key={`${p.backend}-${p.items}`}>
              {BACKEND_LABELS[p.backend]} at {formatCount(p.items)} items: {p.skipped ?? p.error}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
