// The benchmark page's chart: logarithmic axes with a tick per decade, one line per series
// (backend) with a dot per figure where the figures say, and a legend naming each series.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Chart, type ChartSeries } from './Chart.tsx';

const SERIES: ChartSeries[] = [
  {
    name: 'WebAssembly in a worker',
    color: '#1f63c6',
    points: [
      [1_000, 120],
      [10_000, 95],
      [100_000, 90],
      [1_000_000, 92],
    ],
  },
  {
    name: 'TypeScript in a worker',
    color: '#23925a',
    points: [
      [1_000, 300],
      [10_000, 250],
      [100_000, 240],
      [1_000_000, 260],
    ],
  },
  {
    name: 'TypeScript on the page',
    color: '#d67b12',
    points: [
      [1_000, 310],
      [10_000, 255],
      [100_000, 245],
      [1_000_000, 270],
    ],
  },
  { name: 'pro-layouts 5.0.148 on the page', color: '#8b3db0', points: [[1_000, 150_000]] },
];

function centres(group: Element): [number, number][] {
  return [...group.querySelectorAll('circle')].map((c) => [
    Number(c.getAttribute('cx')),
    Number(c.getAttribute('cy')),
  ]);
}

test('axes of items and ns per item, decade by decade, named', async () => {
  const screen = await render(
    <Chart
      title="GRID: nanoseconds per item"
      xLabel="items"
      yLabel="ns per item"
      series={SERIES}
    />,
  );
  const svg = screen.getByRole('img', { name: 'GRID: nanoseconds per item' }).element();
  const ticks = (axis: string) =>
    [...svg.querySelectorAll(`[data-axis="${axis}"] g text`)].map((t) => t.textContent);
  expect(ticks('x')).toEqual(['1K', '10K', '100K', '1M']);
  // 90 ns to 150,000 ns: the decades from 10 to 1,000,000.
  expect(ticks('y')).toEqual(['10', '100', '1K', '10K', '100K', '1M']);
  expect(svg.querySelector('[data-axis="x"] > text')!.textContent).toBe('items');
  expect(svg.querySelector('[data-axis="y"] > text')!.textContent).toBe('ns per item');
});

test('one line per backend, a dot per figure: more items further right, more ns higher up', async () => {
  const screen = await render(
    <Chart
      title="GRID: nanoseconds per item"
      xLabel="items"
      yLabel="ns per item"
      series={SERIES}
    />,
  );
  const svg = screen.getByRole('img').element();
  const groups = [...svg.querySelectorAll('[data-series]')];
  expect(groups.map((g) => g.getAttribute('data-series'))).toEqual(SERIES.map((s) => s.name));
  expect(groups.map((g) => g.querySelectorAll('polyline').length)).toEqual([1, 1, 1, 1]);
  expect(groups.map((g) => centres(g).length)).toEqual([4, 4, 4, 1]);
  expect(groups.map((g) => g.getAttribute('stroke'))).toEqual(SERIES.map((s) => s.color));

  const [wasm, , , reference] = groups.map(centres);
  const xs = wasm.map(([x]) => x);
  // A decade of items is the same distance everywhere on the axis.
  const steps = xs.slice(1).map((x, i) => x - xs[i]);
  for (const step of steps) expect(step).toBeCloseTo(steps[0], 6);
  expect(steps[0]).toBeGreaterThan(0);
  // SVG's y grows downwards: the slower figure is drawn higher.
  expect(reference[0][1]).toBeLessThan(wasm[0][1]);
  expect(reference[0][0]).toBe(wasm[0][0]);
  expect(wasm[0][1]).toBeLessThan(wasm[1][1]); // 120 ns above 95 ns
});

test('the legend names every backend, and says which has no figures', async () => {
  const series = [...SERIES.slice(0, 3), { ...SERIES[3], points: [] }];
  const screen = await render(
    <Chart
      title="SLIDER: nanoseconds per item"
      xLabel="items"
      yLabel="ns per item"
      series={series}
    />,
  );
  const items = screen.getByRole('listitem').elements();
  expect(items.map((li) => li.textContent)).toEqual([
    'WebAssembly in a worker',
    'TypeScript in a worker',
    'TypeScript on the page',
    'pro-layouts 5.0.148 on the page (no figures)',
  ]);
  const empty = screen.getByRole('img').element().querySelectorAll('[data-series]')[3];
  expect(empty.querySelectorAll('circle')).toHaveLength(0);
});
