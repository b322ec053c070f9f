import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosDocument } from '../../../content/node.ts';
import layoutDocument from '../../testing/documents/layout.json' with { type: 'json' };
import { BlockTree } from '../testing/BlockTree.tsx';

const DOCUMENT = layoutDocument as RicosDocument;

async function renderAt(width: number, isMobile = false) {
  const screen = await render(
    <div style={{ width }}>
      <BlockTree nodes={DOCUMENT.nodes} viewer={{ isMobile }} />
    </div>,
  );
  const box = (id: string) =>
    screen.container.querySelector(`#viewer-${id}`)!.getBoundingClientRect();
  return { screen, box };
}

const GAP = 24;

describe('LAYOUT', () => {
  test('cells sit side by side with widths in proportion to their spans 6, 3, 3', async () => {
    const { box } = await renderAt(900);
    const [wide, a, b] = ['cell-wide', 'cell-narrow-a', 'cell-narrow-b'].map(box);
    expect(wide!.top).toBe(a!.top);
    expect(a!.top).toBe(b!.top);
    const unit = (900 - 2 * GAP) / 12;
    expect(wide!.width).toBeCloseTo(6 * unit, 0);
    expect(a!.width).toBeCloseTo(3 * unit, 0);
    expect(b!.width).toBeCloseTo(3 * unit, 0);
    expect(a!.left).toBeGreaterThan(wide!.right);
  });

  test('spans not summing to 12 are scaled to 12; spans that leave a column under 3 are split evenly', async () => {
    const { box } = await renderAt(900);
    const unit = (900 - GAP) / 12;
    expect(box('scaled-a').width).toBeCloseTo(4 * unit, 0);
    expect(box('scaled-b').width).toBeCloseTo(8 * unit, 0);
    expect(box('uneven-a').width).toBeCloseTo(box('uneven-b').width, 0);
    expect(box('missing-a').width).toBeCloseTo(box('missing-b').width, 0);
    const five = [0, 1, 2, 3, 4].map((i) => box(`five-${i}`));
    for (const cell of five) expect(cell.width).toBeCloseTo((900 - 4 * GAP) / 5, 0);
    expect(new Set(five.map((cell) => cell.top)).size).toBe(1);
  });

  test('on a narrow screen the cells stack, each the full width, in order', async () => {
    const { box } = await renderAt(360);
    const [wide, a, b] = ['cell-wide', 'cell-narrow-a', 'cell-narrow-b'].map(box);
    for (const cell of [wide!, a!, b!]) expect(cell.width).toBeCloseTo(360, 0);
    expect(a!.top).toBeGreaterThanOrEqual(wide!.bottom);
    expect(b!.top).toBeGreaterThanOrEqual(a!.bottom);
  });

  test('on a mobile device the cells stack even when the layout is wide', async () => {
    const { box } = await renderAt(900, true);
    expect(box('cell-narrow-a').top).toBeGreaterThanOrEqual(box('cell-wide').bottom);
  });

  test('every cell shows its content; the layout background colour is applied', async () => {
    const { screen } = await renderAt(900);
    expect(screen.container.textContent).toContain('Half of the grid: six of twelve columns.');
    expect(screen.container.textContent).toContain('Cell 5 of five.');
    const grid = screen.container.querySelector('#viewer-missing-a')!.parentElement!;
    expect(getComputedStyle(grid).backgroundColor).toBe('rgb(243, 243, 243)');
  });
});
