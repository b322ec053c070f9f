// Data of the text and block kinds (spec/000 §3 "Text and block data").

import type { Decoration } from './decorations.ts';
import type { TextStyle } from './common.ts';

export interface TextData {
  text: string;
  /** Decorations the viewer does not know are skipped. */
  decorations?: Decoration[];
}

export interface ParagraphData {
  indentation?: number;
  textStyle?: TextStyle;
  level?: number;
}

export interface HeadingData {
  /** 1 to 6. */
  level: number;
  indentation?: number;
  textStyle?: TextStyle;
}

export interface BlockquoteData {
  indentation?: number;
}

export interface CodeBlockData {
  textStyle?: TextStyle;
}

export interface BulletedListData {
  /** Nesting offset, clamped 0 to 4 (spec/000 §5); older documents call it indentation. */
  offset?: number;
  indentation?: number;
}

export interface OrderedListData extends BulletedListData {
  /** The number of the first item. */
  start?: number;
}

export interface CaptionData {
  textStyle?: TextStyle;
  indentation?: number;
}
