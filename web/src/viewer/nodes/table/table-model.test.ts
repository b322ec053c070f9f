import { describe, expect, test } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { tableModel } from './table-model.ts';

function table(
  tableData: Record<string, unknown>,
  cells: Array<Array<Record<string, unknown>>>,
): RicosNode {
  return {
    type: 'TABLE',
    tableData,
    nodes: cells.map((row) => ({
      type: 'TABLE_ROW',
      nodes: row.map((tableCellData) => ({ type: 'TABLE_CELL', nodes: [], tableCellData })),
    })),
  };
}

describe('table model', () => {
  test('shares from the ratios; minimum 120 unless the data sets one', () => {
    const model = tableModel(
      table({ dimensions: { colsWidthRatio: [2, 1, 1], colsMinWidth: [120, 200] } }, [
        [{}, {}, {}],
      ]),
    );
    expect(model.columns).toEqual([
      { share: 0.5, minWidth: 120 },
      { share: 0.25, minWidth: 200 },
      { share: 0.25, minWidth: 120 },
    ]);
  });

  test('missing or unusable ratios take the average of the others; rows with more cells add columns', () => {
    const model = tableModel(
      table({ dimensions: { colsWidthRatio: [null, 'x', 30] } }, [[{}, {}, {}, {}]]),
    );
    expect(model.columns.map((column) => column.share)).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(tableModel(table({}, [[{}, {}]])).columns.map((column) => column.share)).toEqual([
      0.5, 0.5,
    ]);
  });

  test('row heights, header flags', () => {
    const model = tableModel(
      table({ dimensions: { rowsHeight: [195, 'tall'] }, rowHeader: true }, [[{}], [{}], [{}]]),
    );
    expect(model.rowHeights).toEqual([195, undefined, undefined]);
    expect([model.rowHeader, model.columnHeader]).toEqual([true, false]);
  });

  test('a shared edge takes the colour of the cell after it, else of the cell before it; invalid colours are dropped', () => {
    const model = tableModel(
      table({}, [
        [
          {
            borderColors: { left: '#111111', top: '#222222', right: '#333333', bottom: '#444444' },
          },
          { borderColors: { left: '#555555' } },
        ],
        [{ borderColors: { top: 'expression(alert(1))' } }, { borderColors: { top: '#666666' } }],
      ]),
    );
    expect(model.edges[0]![0]).toEqual({
      top: '#222222',
      left: '#111111',
      right: '#555555',
      bottom: '#444444',
    });
    expect(model.edges[0]![1]).toEqual({
      top: undefined,
      left: '#555555',
      right: undefined,
      bottom: '#666666',
    });
    expect(model.edges[1]![0]!.top).toBe('#444444');
    expect(model.edges[1]![1]!.top).toBe('#666666');
  });
});

test('each row knows its place among the rows; a child that is not a row has none', () => {
  const node = table({ dimensions: { rowsHeight: [40, 60] } }, [[{}], [{}]]);
  node.nodes = [{ type: 'PARAGRAPH', nodes: [] }, ...node.nodes!];
  const model = tableModel(node);
  expect(model.rowOfChild).toEqual([-1, 0, 1]);
  expect(model.rowHeights).toEqual([40, 60]);
});

describe('table model, right to left', () => {
  test('the first column is on the right: its left neighbour is the second cell', () => {
    const cells = [
      [
        { borderColors: { left: '#111111', right: '#222222' } },
        { borderColors: { left: '#333333', right: '#444444' } },
      ],
    ];
    const model = tableModel(table({}, cells), 'rtl');
    // Between the two cells: the second cell (on the left) meets the first with its right edge.
    expect(model.edges[0]![0]).toEqual({
      top: undefined,
      bottom: undefined,
      left: '#111111',
      right: '#222222',
    });
    expect(model.edges[0]![1]).toEqual({
      top: undefined,
      bottom: undefined,
      left: '#333333',
      right: '#111111',
    });
  });
});
