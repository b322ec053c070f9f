// Data of the structural block kinds: button, divider, collapsible list, table, layout
// (spec/000 §3 "Button data", "Divider data", "Collapsible list data", "Table", "Layout cell data").

import type { ContainerAlignment, ContainerData, Link } from './common.ts';

export type ButtonType = 'LINK' | 'ACTION' | 'UNRECOGNIZED';
export type ButtonSize = 'SMALL' | 'LARGE';

/** Button colours; the hover variants apply while the pointer is over the button. */
export interface ButtonColors {
  text?: string;
  border?: string;
  background?: string;
  textHover?: string;
  borderHover?: string;
  backgroundHover?: string;
}

/** spec/000 §3 names the styles flat (borderWidth, textColor, ...); documents nest them
 *  (border.width, colors.text, ...). Both forms are read. */
export interface ButtonStyles {
  border?: { width?: number; radius?: number };
  colors?: ButtonColors;
  borderWidth?: number;
  borderRadius?: number;
  borderColor?: string;
  borderColorHover?: string;
  textColor?: string;
  textColorHover?: string;
  backgroundColor?: string;
  backgroundColorHover?: string;
  buttonSize?: ButtonSize;
}

export interface ButtonData {
  type?: ButtonType;
  text?: string;
  link?: Link;
  styles?: ButtonStyles;
  containerData?: ContainerData;
}

export type DividerLineStyle = 'SINGLE' | 'DOUBLE' | 'DASHED' | 'DOTTED';
export type DividerWidth = 'SMALL' | 'MEDIUM' | 'LARGE';

export interface DividerData {
  lineStyle?: DividerLineStyle;
  /** The line style under its older name. */
  type?: DividerLineStyle;
  width?: DividerWidth;
  alignment?: ContainerAlignment;
  containerData?: ContainerData;
}

export type InitialExpandedItems = 'FIRST' | 'ALL' | 'NONE';
export type Direction = 'LTR' | 'RTL';

export interface CollapsibleListData {
  direction?: Direction;
  initialExpandedItems?: InitialExpandedItems;
  expandOnlyOne?: boolean;
  containerData?: ContainerData;
}

export interface TableDimensions {
  /** Relative column widths. */
  colsWidthRatio?: number[];
  /** Row heights in pixels. */
  rowsHeight?: number[];
  /** Minimum column widths in pixels (120 when absent, spec/000 §5). */
  colsMinWidth?: number[];
}

export interface TableData {
  dimensions?: TableDimensions;
  /** The first row is a header row. */
  rowHeader?: boolean;
  /** The first column is a header column. */
  columnHeader?: boolean;
  containerData?: ContainerData;
}

/** As documents write it (the corpus says MIDDLE for the centre). */
export type VerticalAlignment = 'TOP' | 'MIDDLE' | 'BOTTOM';

export interface TableCellData {
  borderColors?: { top?: string; bottom?: string; left?: string; right?: string };
  cellStyle?: { backgroundColor?: string; verticalAlignment?: VerticalAlignment };
}

export interface LayoutData {
  containerData?: ContainerData;
  backgroundColor?: string;
}

export interface LayoutCellData {
  /** Columns of the 12-column grid this cell spans (normalised per spec/000 §5). */
  colSpan?: number;
}
