import { expect, test } from 'vitest';
import { INVALID_COLOR_MESSAGE } from '../../content/colors.ts';
import { invalidBlockColours } from './invalid-colours.ts';

const messages = (node: unknown) => invalidBlockColours(node).map((error) => error.message);

test('every colour field of the block kinds is checked; each invalid one is named with its field', () => {
  expect(messages({ type: 'PARAGRAPH', style: { backgroundColor: 'url(x)' } })).toEqual([
    `${INVALID_COLOR_MESSAGE}: "url(x)" (style.backgroundColor)`,
  ]);
  expect(messages({ type: 'LAYOUT', layoutData: { backgroundColor: 'color1' } })).toEqual([
    `${INVALID_COLOR_MESSAGE}: "color1" (layoutData.backgroundColor)`,
  ]);
  const button = {
    type: 'BUTTON',
    buttonData: {
      styles: {
        colors: { text: 'red', background: '#0261FF', borderHover: '#12' },
        textColor: 'blue',
      },
    },
  };
  expect(messages(button)).toEqual([
    `${INVALID_COLOR_MESSAGE}: "red" (buttonData.styles.colors.text)`,
    `${INVALID_COLOR_MESSAGE}: "#12" (buttonData.styles.colors.borderHover)`,
    `${INVALID_COLOR_MESSAGE}: "blue" (buttonData.styles.textColor)`,
  ]);
  const cell = {
    type: 'TABLE_CELL',
    tableCellData: {
      cellStyle: { backgroundColor: 'expression(1)' },
      borderColors: { top: '#000', left: 'rgb(1,2)' },
    },
  };
  expect(messages(cell)).toEqual([
    `${INVALID_COLOR_MESSAGE}: "expression(1)" (tableCellData.cellStyle.backgroundColor)`,
    `${INVALID_COLOR_MESSAGE}: "rgb(1,2)" (tableCellData.borderColors.left)`,
  ]);
});

test('valid, absent and empty colours are not problems; odd nodes are no problem either', () => {
  expect(
    messages({
      type: 'BUTTON',
      buttonData: {
        styles: { colors: { text: 'transparent', background: 'rgba(0, 0, 0, 0.5)', border: '' } },
      },
    }),
  ).toEqual([]);
  expect(messages({ type: 'TABLE_CELL', tableCellData: { borderColors: { top: null } } })).toEqual(
    [],
  );
  for (const node of [null, 42, 'x', [], { type: 'TEXT' }]) expect(messages(node)).toEqual([]);
});
