import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import { BlockTree, make } from '../testing/BlockTree.tsx';

interface CellSpec {
  text: string;
  background?: string;
  borders?: Record<string, string>;
  vertical?: string;
}

function table(id: string, rows: CellSpec[][], tableData: Record<string, unknown>): RicosNode {
  return {
    type: 'TABLE',
    id,
    tableData,
    nodes: rows.map((cells, r) => ({
      type: 'TABLE_ROW',
      id: `${id}-row-${r}`,
      nodes: cells.map((cell, c) => ({
        type: 'TABLE_CELL',
        id: `${id}-cell-${r}-${c}`,
        nodes: [make.paragraph(`${id}-p-${r}-${c}`, cell.text)],
        tableCellData: {
          cellStyle: {
            verticalAlignment: cell.vertical ?? 'TOP',
            backgroundColor: cell.background,
          },
          borderColors: cell.borders ?? {},
        },
      })),
    })),
  };
}

const grid = (rows: number, columns: number): CellSpec[][] =>
  Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => ({ text: `r${r}c${c}` })),
  );

async function renderInWidth(width: number, node: RicosNode) {
  const screen = await render(
    <div style={{ width }}>
      <BlockTree nodes={[node]} />
    </div>,
  );
  return screen.container;
}

function columnWidths(container: HTMLElement, tableId: string): number[] {
  const row = container.querySelector(`#viewer-${tableId}-row-0`)!;
  return Array.from(row.children).map((cell) => Math.round(cell.getBoundingClientRect().width));
}

describe('TABLE', () => {
  test('columns share the page width by their ratios when every column stays above 120px', async () => {
    const container = await renderInWidth(
      800,
      table('t1', grid(2, 3), {
        dimensions: { colsWidthRatio: [2, 1, 1], rowsHeight: [47, 47], colsMinWidth: [] },
      }),
    );
    expect(columnWidths(container, 't1')).toEqual([400, 200, 200]);
    const scroll = container.querySelector('table')!.parentElement!;
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    expect(container.textContent).toContain('r1c2');
  });

  test('a column whose share is under its minimum is 120px wide, and the wider table scrolls sideways', async () => {
    const container = await renderInWidth(
      400,
      table('t2', grid(2, 4), {
        dimensions: { colsWidthRatio: [10, 10, 10, 10], rowsHeight: [47, 47], colsMinWidth: [] },
      }),
    );
    expect(columnWidths(container, 't2')).toEqual([120, 120, 120, 120]);
    const scroll = container.querySelector('table')!.parentElement!;
    expect(scroll.clientWidth).toBe(400);
    expect(scroll.scrollWidth).toBe(480);
    expect(getComputedStyle(scroll).overflowX).toBe('auto');
    // A box that scrolls can be reached with the keyboard.
    await expect.poll(() => scroll.getAttribute('tabindex')).toBe('0');
  });

  test('a column minimum from the data wins over its ratio share', async () => {
    const container = await renderInWidth(
      600,
      table('t3', grid(1, 2), {
        dimensions: { colsWidthRatio: [5, 1], rowsHeight: [47], colsMinWidth: [120, 200] },
      }),
    );
    expect(columnWidths(container, 't3')).toEqual([500, 200]);
  });

  test('rows are at least as tall as their height', async () => {
    const container = await renderInWidth(
      600,
      table('t4', grid(2, 2), { dimensions: { colsWidthRatio: [1, 1], rowsHeight: [195, 47] } }),
    );
    expect(
      Math.round(container.querySelector('#viewer-t4-row-0')!.getBoundingClientRect().height),
    ).toBe(195);
    expect(
      Math.round(container.querySelector('#viewer-t4-row-1')!.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(47);
  });

  test('a child that is not a row takes no row’s place: heights and the head row stay', async () => {
    const node = table('t9', grid(2, 2), {
      rowHeader: true,
      dimensions: { colsWidthRatio: [1, 1], rowsHeight: [195, 47] },
    });
    node.nodes = [{ type: 'NOT_A_ROW', id: 't9-stray', nodes: [] }, ...node.nodes!];
    const container = await renderInWidth(600, node);
    const first = container.querySelector('#viewer-t9-row-0')!;
    expect(Math.round(first.getBoundingClientRect().height)).toBe(195);
    expect(first.parentElement!.tagName).toBe('THEAD');
    expect(container.querySelector('#viewer-t9-row-1')!.parentElement!.tagName).toBe('TBODY');
  });

  test('a header row and a header column are header cells', async () => {
    const container = await renderInWidth(
      600,
      table('t5', grid(3, 3), {
        rowHeader: true,
        columnHeader: true,
        dimensions: { colsWidthRatio: [1, 1, 1] },
      }),
    );
    const headRow = container.querySelectorAll('thead th');
    expect(Array.from(headRow, (cell) => cell.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
    ]);
    const rowHeaders = container.querySelectorAll('tbody th');
    expect(
      Array.from(rowHeaders, (cell) => [cell.textContent, cell.getAttribute('scope')]),
    ).toEqual([
      ['r1c0', 'row'],
      ['r2c0', 'row'],
    ]);
    expect(container.querySelectorAll('tbody td')).toHaveLength(4);
    expect(getComputedStyle(headRow[0]!).fontWeight).toBe('700');
  });

  test('without header flags every cell is a data cell', async () => {
    const container = await renderInWidth(
      600,
      table('t6', grid(2, 2), { dimensions: { colsWidthRatio: [1, 1] } }),
    );
    expect(container.querySelectorAll('th')).toHaveLength(0);
    expect(container.querySelectorAll('td')).toHaveLength(4);
  });

  test('cell background, border colours and vertical alignment', async () => {
    const rows: CellSpec[][] = [
      [
        { text: 'a', background: '#F79EE3', borders: { left: '#ED79E2', top: '#ED79E2' } },
        {
          text: 'b',
          vertical: 'MIDDLE',
          borders: { left: '#3A54B4', top: '#ED79E2', right: '#303030' },
        },
      ],
      [
        { text: 'c', vertical: 'BOTTOM', borders: { left: '#ED79E2', bottom: '#F79118' } },
        { text: 'd', background: 'url(https://example.com/x.png)', borders: { top: 'red' } },
      ],
    ];
    const container = await renderInWidth(
      600,
      table('t7', rows, { dimensions: { colsWidthRatio: [1, 1], rowsHeight: [80, 80] } }),
    );
    const cell = (r: number, c: number) =>
      getComputedStyle(container.querySelector(`#viewer-t7-cell-${r}-${c}`)!);
    expect(cell(0, 0).backgroundColor).toBe('rgb(247, 158, 227)');
    expect(cell(0, 0).borderTopColor).toBe('rgb(237, 121, 226)');
    // The line between a and b is drawn once, in b's left colour.
    expect(cell(0, 0).borderRightWidth).toBe('0px');
    expect([cell(0, 1).borderLeftWidth, cell(0, 1).borderLeftColor]).toEqual([
      '1px',
      'rgb(58, 84, 180)',
    ]);
    // The table's outer edges are drawn by the last column and the last row.
    expect([cell(0, 1).borderRightWidth, cell(0, 1).borderRightColor]).toEqual([
      '1px',
      'rgb(48, 48, 48)',
    ]);
    expect(cell(0, 0).borderBottomWidth).toBe('0px');
    expect(cell(0, 0).verticalAlign).toBe('top');
    expect(cell(0, 1).verticalAlign).toBe('middle');
    expect(cell(1, 0).verticalAlign).toBe('bottom');
    expect([cell(1, 0).borderBottomWidth, cell(1, 0).borderBottomColor]).toEqual([
      '1px',
      'rgb(247, 145, 24)',
    ]);
    // Neither a background that is not a colour nor a colour name reaches the cell.
    expect(cell(1, 1).backgroundImage).toBe('none');
    expect(cell(1, 1).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(cell(1, 1).borderTopColor).not.toBe('rgb(255, 0, 0)');
  });

  test('a cell with one colour on all four edges draws each line it owns in it', async () => {
    const all = { top: '#303030', right: '#303030', bottom: '#303030', left: '#303030' };
    const rows: CellSpec[][] = [
      [
        { text: 'a', borders: all },
        { text: 'b', borders: all },
      ],
      [
        { text: 'c', borders: all },
        { text: 'd', borders: all },
      ],
    ];
    const container = await renderInWidth(600, table('t9', rows, {}));
    const edges = (r: number, c: number) => {
      const style = getComputedStyle(container.querySelector(`#viewer-t9-cell-${r}-${c}`)!);
      return [style.borderTopColor, style.borderLeftColor, style.borderTopWidth];
    };
    for (const [r, c] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const)
      expect(edges(r, c)).toEqual(['rgb(48, 48, 48)', 'rgb(48, 48, 48)', '1px']);
    const last = getComputedStyle(container.querySelector('#viewer-t9-cell-1-1')!);
    expect([last.borderRightColor, last.borderBottomColor]).toEqual([
      'rgb(48, 48, 48)',
      'rgb(48, 48, 48)',
    ]);
  });

  test('right to left: the first column is on the right and each line keeps its colour', async () => {
    const rows: CellSpec[][] = [
      [
        { text: 'first', borders: { left: '#111111', right: '#222222' } },
        { text: 'second', borders: { left: '#333333', right: '#444444' } },
      ],
    ];
    const screen = await render(
      <div dir="rtl" style={{ width: 600 }}>
        <BlockTree
          nodes={[table('rtl', rows, { dimensions: { colsWidthRatio: [1, 1] } })]}
          viewer={{ direction: 'rtl' }}
        />
      </div>,
    );
    const first = screen.container.querySelector('#viewer-rtl-cell-0-0')!;
    const second = screen.container.querySelector('#viewer-rtl-cell-0-1')!;
    expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    const style = (cell: Element) => getComputedStyle(cell);
    // The outer right edge (first cell), the shared line (drawn once, by the second cell), the outer left edge.
    expect([style(first).borderRightWidth, style(first).borderRightColor]).toEqual([
      '1px',
      'rgb(34, 34, 34)',
    ]);
    expect(style(first).borderLeftWidth).toBe('0px');
    expect([style(second).borderRightWidth, style(second).borderRightColor]).toEqual([
      '1px',
      'rgb(17, 17, 17)',
    ]);
    expect([style(second).borderLeftWidth, style(second).borderLeftColor]).toEqual([
      '1px',
      'rgb(51, 51, 51)',
    ]);
  });

  test('in a right-to-left collapsible list of a left-to-right page, the table runs right to left', async () => {
    const rows: CellSpec[][] = [
      [
        { text: 'first', borders: { left: '#111111', right: '#222222' } },
        { text: 'second', borders: { left: '#333333', right: '#444444' } },
      ],
    ];
    const inList: RicosNode = {
      type: 'COLLAPSIBLE_LIST',
      id: 'list',
      collapsibleListData: { direction: 'RTL', initialExpandedItems: 'ALL' },
      nodes: [
        {
          type: 'COLLAPSIBLE_ITEM',
          id: 'item',
          nodes: [
            { type: 'COLLAPSIBLE_ITEM_TITLE', id: 'title', nodes: [make.paragraph('tp', 'T')] },
            {
              type: 'COLLAPSIBLE_ITEM_BODY',
              id: 'body',
              nodes: [table('nested', rows, { dimensions: { colsWidthRatio: [1, 1] } })],
            },
          ],
        },
      ],
    };
    const container = await renderInWidth(600, inList);
    const first = container.querySelector('#viewer-nested-cell-0-0')!;
    const second = container.querySelector('#viewer-nested-cell-0-1')!;
    expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    // The shared line is drawn by the second cell, in the first cell's left colour.
    expect(getComputedStyle(second).borderRightColor).toBe('rgb(17, 17, 17)');
  });
});
