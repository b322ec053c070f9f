// Block styles shared by text blocks (spec/000 §3 "Text and block data"):
// indentation, text alignment AUTO/LEFT/RIGHT/CENTER/JUSTIFY, line height, and the node's own
// top and bottom padding, which replaces the theme's default block padding.

import type { CSSProperties } from 'react';
import type { RicosNode } from '../../content/node.ts';
import styles from './Block.module.css';
import { safeColor } from './color.ts';
import { MAX_INDENTATION } from './constants.ts';
import { asRecord, clamp, type DataRecord, readEnum, readNumber, readString } from './data.ts';
import type { StyleWithVariables } from './style-types.ts';

export const TEXT_ALIGNMENTS = ['AUTO', 'LEFT', 'RIGHT', 'CENTER', 'JUSTIFY'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** A CSS length or a unitless multiplier; anything else from content is dropped. */
const LENGTH = /^\d+(?:\.\d+)?(?:px|em|rem|%)?$/;

export interface BlockPresentation {
  style: StyleWithVariables;
  /** Every text block takes the direction of its own first strong character, so Hebrew in a
   *  left-to-right page keeps its punctuation in place; AUTO alignment then aligns to that start. */
  dir: 'auto';
}

/** Style of a block from its data's `textStyle`, `indentation` and the node's `style`. */
export function blockPresentation(node: RicosNode, data: DataRecord): BlockPresentation {
  const textStyle = asRecord(data.textStyle);
  const alignment = readEnum(textStyle, 'textAlignment', TEXT_ALIGNMENTS) ?? 'AUTO';
  const style: StyleWithVariables = {};
  if (alignment !== 'AUTO') style.textAlign = alignment.toLowerCase() as CSSProperties['textAlign'];
  const lineHeight =
    readString(textStyle, 'lineHeight') ?? readNumber(textStyle, 'lineHeight')?.toString();
  if (lineHeight !== undefined && LENGTH.test(lineHeight.trim()))
    style.lineHeight = lineHeight.trim();
  const indentation = indentationLevel(data);
  if (indentation > 0) style['--tessera-indentation-level'] = indentation;
  Object.assign(style, nodeBoxStyle(node));
  return { style, dir: 'auto' };
}

/** Class names of a text block: its kind's, plus the default block padding at the top level. */
export function blockClasses(
  parentType: string | undefined,
  ...kinds: Array<string | undefined>
): string {
  let classes = parentType === undefined ? `${styles.block} ${styles.topLevel}` : styles.block;
  for (const kind of kinds) if (kind) classes += ` ${kind}`;
  return classes;
}

export function indentationLevel(data: DataRecord): number {
  const level = readNumber(data, 'indentation');
  return level === undefined ? 0 : clamp(Math.trunc(level), 0, MAX_INDENTATION);
}

/** The node-level `style` of a block: paddingTop, paddingBottom and backgroundColor. */
export function nodeBoxStyle(node: RicosNode): StyleWithVariables {
  const own = asRecord((node as { style?: unknown }).style);
  const style: StyleWithVariables = {};
  const top = cssLength(own?.paddingTop);
  const bottom = cssLength(own?.paddingBottom);
  if (top !== undefined) style.paddingTop = top;
  if (bottom !== undefined) style.paddingBottom = bottom;
  const background = safeColor(own?.backgroundColor);
  if (background !== undefined) style.backgroundColor = background;
  return style;
}

function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value !== 'string') return undefined;
  const length = value.trim();
  if (!LENGTH.test(length)) return undefined;
  return /^\d+(?:\.\d+)?$/.test(length) ? `${length}px` : length;
}
