// The colours a block node's data carries (spec/000 §3: node style, layout, button, table cell,
// a poll's background)
// that fail spec/000 §5 validation. The renderers draw only valid colours (safeColor); these are
// what the viewer logs ("otherwise an error is logged (invalid colour value)").

import { invalidColorError, isValidColor } from '../../content/colors.ts';
import type { RicosNode } from '../../content/node.ts';
import { asRecord, type DataRecord } from './data.ts';

const BUTTON_COLOURS = [
  'text',
  'textHover',
  'border',
  'borderHover',
  'background',
  'backgroundHover',
] as const;
const BUTTON_FLAT_COLOURS = [
  'textColor',
  'textColorHover',
  'borderColor',
  'borderColorHover',
  'backgroundColor',
  'backgroundColorHover',
] as const;
const EDGES = ['top', 'right', 'bottom', 'left'] as const;

function check(
  problems: Error[],
  record: DataRecord | undefined,
  keys: readonly string[],
  where: string,
): void {
  for (const key of keys) {
    const value = record?.[key];
    if (value === undefined || value === null || value === '' || isValidColor(value)) continue;
    problems.push(invalidColorError(value, `${where}.${key}`));
  }
}

export function invalidBlockColours(node: unknown): Error[] {
  const problems: Error[] = [];
  const record = asRecord(node) as (RicosNode & DataRecord) | undefined;
  if (record === undefined) return problems;
  // Most nodes hold none of these fields: each is looked into only when it is there.
  const { style, layoutData, buttonData, tableCellData, imageData, pollData } = record;
  if (style !== undefined) check(problems, asRecord(style), ['backgroundColor'], 'style');
  if (layoutData !== undefined)
    check(problems, asRecord(layoutData), ['backgroundColor'], 'layoutData');
  if (buttonData !== undefined) {
    const buttonStyles = asRecord(asRecord(buttonData)?.styles);
    check(problems, asRecord(buttonStyles?.colors), BUTTON_COLOURS, 'buttonData.styles.colors');
    check(problems, buttonStyles, BUTTON_FLAT_COLOURS, 'buttonData.styles');
  }
  if (tableCellData !== undefined) {
    const cell = asRecord(tableCellData);
    check(problems, asRecord(cell?.cellStyle), ['backgroundColor'], 'tableCellData.cellStyle');
    check(problems, asRecord(cell?.borderColors), EDGES, 'tableCellData.borderColors');
  }
  if (imageData !== undefined) {
    const imageStyles = asRecord(asRecord(imageData)?.styles);
    check(problems, asRecord(imageStyles?.border), ['color'], 'imageData.styles.border');
  }
  if (pollData !== undefined) {
    const where = 'pollData.design.poll.background';
    const poll = asRecord(asRecord(asRecord(asRecord(pollData)?.design)?.poll)?.background);
    check(problems, poll, ['color'], where);
    check(problems, asRecord(poll?.gradient), ['startColor', 'lastColor'], `${where}.gradient`);
  }
  return problems;
}
