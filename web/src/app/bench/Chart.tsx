// A small line chart in plain SVG for the benchmark page: one line per series on logarithmic axes
// (items from 1,000 to 1,000,000 against nanoseconds per item spread over decades), the
// series named in a legend beside it.

import styles from './Chart.module.css';
import { logScale } from './log-scale.ts';

export interface ChartSeries {
  name: string;
  color: string;
  /** [x, y] pairs; a series may have none (a backend skipped at every size). */
  points: readonly (readonly [number, number])[];
}

export interface ChartProps {
  title: string;
  xLabel: string;
  yLabel: string;
  series: readonly ChartSeries[];
}

const WIDTH = 420;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 44, left: 64 };
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

export function Chart({ title, xLabel, yLabel, series }: ChartProps) {
  const points = series.flatMap((s) => s.points);
  const x = logScale(
    points.map(([px]) => px),
    MARGIN.left,
    WIDTH - MARGIN.right,
  );
  const y = logScale(
    points.map(([, py]) => py),
    HEIGHT - MARGIN.bottom,
    MARGIN.top,
  );
  const left = MARGIN.left;
  const bottom = HEIGHT - MARGIN.bottom;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        <title>{title}</title>
        <g className={styles.axis} data-axis="x">
          <line x1={left} y1={bottom} x2={WIDTH - MARGIN.right} y2={bottom} />
          {x.ticks.map((tick) => (
            <g key={tick}>
              <line x1={x.at(tick)} y1={bottom} x2={x.at(tick)} y2={bottom + 5} />
              <text x={x.at(tick)} y={bottom + 18} textAnchor="middle">
                {compact.format(tick)}
              </text>
            </g>
          ))}
          <text x={(left + WIDTH - MARGIN.right) / 2} y={HEIGHT - 6} textAnchor="middle">
            {xLabel}
          </text>
        </g>
        <g className={styles.axis} data-axis="y">
          <line x1={left} y1={MARGIN.top} x2={left} y2={bottom} />
          {y.ticks.map((tick) => (
            <g key={tick}>
              <line
                className={styles.grid}
                x1={left}
                y1={y.at(tick)}
                x2={WIDTH - MARGIN.right}
                y2={y.at(tick)}
              />
              <text x={left - 8} y={y.at(tick) + 4} textAnchor="end">
                {compact.format(tick)}
              </text>
            </g>
          ))}
          <text
            x={14}
            y={(MARGIN.top + bottom) / 2}
            textAnchor="middle"
            transform={`rotate(-90 14 ${(MARGIN.top + bottom) / 2})`}
          >
            {yLabel}
          </text>
        </g>
        {series.map((s) => (
          <g key={s.name} data-series={s.name} stroke={s.color} fill={s.color}>
            <polyline
              fill="none"
              strokeWidth={2}
              points={s.points.map(([px, py]) => `${x.at(px)},${y.at(py)}`).join(' ')}
            />
            {s.points.map(([px, py]) => (
              <circle key={px} cx={x.at(px)} cy={y.at(py)} r={3.5}>
                <title>{`${s.name}: ${compact.format(py)} at ${compact.format(px)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <ul className={styles.legend}>
        {series.map((s) => (
          <li key={s.name}>
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.name}
            {s.points.length === 0 ? ' (no figures)' : ''}
          </li>
        ))}
      </ul>
    </figure>
  );
}
