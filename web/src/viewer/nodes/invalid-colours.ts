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

/** Whether the node has one of the fields that can hold colours (most nodes have none). */
function mayHoldColours(node: RicosNode & DataRecord): boolean {
  return (
    node.style !== undefined ||
    node.layoutData !== undefined ||
    node.buttonData !== undefined ||
    node.tableCellData !== undefined ||
    node.imageData !== undefined ||
    node.pollData !== undefined
  );
}

export function invalidBlockColours(node: unknown): Error[] {
  const problems: Error[] = [];
  const record = asRecord(node) as (RicosNode & DataRecord) | undefined;
  if (record === undefined || !mayHoldColours(record)) return problems;
  check(problems, asRecord(record.style), ['backgroundColor'], 'style');
  check(problems, asRecord(record.layoutData), ['backgroundColor'], 'layoutData');
  const buttonStyles = asRecord(asRecord(record.buttonData)?.styles);
  check(problems, asRecord(buttonStyles?.colors), BUTTON_COLOURS, 'buttonData.styles.colors');
  check(problems, buttonStyles, BUTTON_FLAT_COLOURS, 'buttonData.styles');
  const cell = asRecord(record.tableCellData);
  check(problems, asRecord(cell?.cellStyle), ['backgroundColor'], 'tableCellData.cellStyle');
  check(problems, asRecord(cell?.borderColors), EDGES, 'tableCellData.borderColors');
  const imageStyles = asRecord(asRecord(record.imageData)?.styles);
  check(problems, asRecord(imageStyles?.border), ['color'], 'imageData.styles.border');
  const where = 'pollData.design.poll.background';
  const poll = asRecord(asRecord(asRecord(asRecord(record.pollData)?.design)?.poll)?.background);
  check(problems, poll, ['color'], where);
  check(problems, asRecord(poll?.gradient), ['startColor', 'lastColor'], `${where}.gradient`);
  return problems;
}
