// The benchmark page's other figures: the machine it ran on, the worker's round trip,
// image-address throughput and the gallery's first-paint times.

import styles from './BenchPage.module.css';
import { formatCount, formatFigure } from './format.ts';
import {
  type FirstPaintFigure,
  type ImageUrlFigure,
  isMeasured,
  type LayoutPoint,
  type Machine,
  type RoundTripFigure,
  type WorkerBackend,
} from './results.ts';

export function MachineFigures({ machine }: { machine: Machine }) {
  return (
    <dl className={styles.machine} data-testid="machine">
      <dt>Logical processors</dt>
      <dd>{machine.hardwareConcurrency ?? 'not told'}</dd>
      <dt>Device memory</dt>
      <dd>{machine.deviceMemory === null ? 'not told' : `${machine.deviceMemory} GB`}</dd>
      <dt>Clock</dt>
      <dd>{machine.crossOriginIsolated ? '5 µs (cross-origin isolated)' : '100 µs'}</dd>
      <dt>Browser</dt>
      <dd>{machine.userAgent}</dd>
    </dl>
  );
}

const WORKER_LABELS: Record<WorkerBackend, string> = {
  'wasm-worker': 'WebAssembly in a worker',
  'ts-worker': 'TypeScript in a worker',
};

interface RoundTripTableProps {
  figures: readonly RoundTripFigure[];
  /** The layout figures: the engine's own time in the worker, beside each round trip. */
  points: readonly LayoutPoint[];
}

export function RoundTripTable({ figures, points }: RoundTripTableProps) {
  const inWorker = (f: RoundTripFigure) =>
    points
      .filter(isMeasured)
      .find((p) => p.backend === f.backend && p.layout === f.layout && p.items === f.items)
      ?.nsPerItem ?? NaN;
  return (
    <table className={styles.table} data-testid="round-trips">
      <caption>
        {figures[0]?.layout}: a layout asked of the worker and answered (median ns per item)
      </caption>
      <thead>
        <tr>
          <th scope="col">backend</th>
          <th scope="col">items</th>
          <th scope="col">in the worker</th>
          <th scope="col">round trip</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((f) => (
          <tr key={`${f.backend}-${f.items}`}>
            <th scope="row">{WORKER_LABELS[f.backend]}</th>
            <td>{formatCount(f.items)}</td>
            <td>{formatFigure(inWorker(f))}</td>
            <td>{formatFigure(f.nsPerItem)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ImageUrlTable({ figures }: { figures: readonly ImageUrlFigure[] }) {
  return (
    <table className={styles.table} data-testid="image-urls">
      <caption>Image addresses, one batch call (median)</caption>
      <thead>
        <tr>
          <th scope="col">backend</th>
          <th scope="col">batch</th>
          <th scope="col">ns per address</th>
          <th scope="col">addresses per second</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((f) => (
          <tr key={`${f.backend}-${f.batch}`}>
            <th scope="row">{WORKER_LABELS[f.backend]}</th>
            <td>{formatCount(f.batch)}</td>
            <td>{formatFigure(f.nsPerAddress)}</td>
            <td>{formatCount(Math.round(f.addressesPerSecond))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FirstPaintTable({ figures }: { figures: readonly FirstPaintFigure[] }) {
  return (
    <table className={styles.table} data-testid="first-paint">
      <caption>The gallery&apos;s first paint (median of the runs)</caption>
      <thead>
        <tr>
          <th scope="col">items</th>
          <th scope="col">runs</th>
          <th scope="col">first items placed, ms</th>
          <th scope="col">first picture painted, ms</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((f) => (
          <tr key={f.items}>
            <th scope="row">{formatCount(f.items)}</th>
            <td>{f.runs.length}</td>
            <td>{formatFigure(f.placedMs)}</td>
            <td>{formatFigure(f.paintedMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
