import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../content/node.ts';
import { BlockTree } from './testing/BlockTree.tsx';

const divider = (id: string, data: Record<string, unknown>): RicosNode => ({
  type: 'DIVIDER',
  id,
  nodes: [],
  dividerData: data,
});

async function lineOf(data: Record<string, unknown>) {
  const screen = await render(
    <div style={{ width: 800 }}>
      <BlockTree nodes={[divider('d', data)]} />
    </div>,
  );
  const box = screen.container.querySelector('#viewer-d')!;
  const line = box.querySelector('hr')!;
  const frame = box.getBoundingClientRect();
  const rect = line.getBoundingClientRect();
  return {
    style: getComputedStyle(line),
    left: rect.left - frame.left,
    right: frame.right - rect.right,
    width: rect.width,
  };
}

describe('DIVIDER', () => {
  test('defaults: a single line across the whole width', async () => {
    const line = await lineOf({});
    expect(line.style.borderTopStyle).toBe('solid');
    expect(line.width).toBe(800);
  });

  test('line styles double, dashed and dotted', async () => {
    expect((await lineOf({ lineStyle: 'DOUBLE' })).style.borderTopStyle).toBe('double');
    expect((await lineOf({ lineStyle: 'DASHED' })).style.borderTopStyle).toBe('dashed');
    expect((await lineOf({ lineStyle: 'DOTTED' })).style.borderTopStyle).toBe('dotted');
    // The older name of the field.
    expect((await lineOf({ type: 'DOTTED' })).style.borderTopStyle).toBe('dotted');
  });

  test('widths small < medium < large, centred by default', async () => {
    const small = await lineOf({ width: 'SMALL' });
    const medium = await lineOf({ width: 'MEDIUM' });
    const large = await lineOf({ width: 'LARGE' });
    expect(small.width).toBeLessThan(medium.width);
    expect(medium.width).toBeLessThan(large.width);
    expect(small.left).toBeCloseTo(small.right, 0);
    expect(medium.left).toBeCloseTo(medium.right, 0);
  });

  test('left and right alignment keep the line to that side', async () => {
    const left = await lineOf({ width: 'MEDIUM', alignment: 'LEFT' });
    expect(left.left).toBe(0);
    expect(left.right).toBeGreaterThan(0);
    const right = await lineOf({ width: 'SMALL', alignment: 'RIGHT' });
    expect(right.right).toBe(0);
    expect(right.left).toBeGreaterThan(0);
  });

  test('is a separator to assistive technology', async () => {
    const screen = await render(<BlockTree nodes={[divider('sep', { lineStyle: 'SINGLE' })]} />);
    await expect.element(screen.getByRole('separator')).toBeInTheDocument();
  });
});
