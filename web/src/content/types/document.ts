// The document's own style: per text type, decorations and spacing applied to every block of
// that type unless the block says otherwise (spec/000 §3 "Document": documentStyle).

import type { Decoration } from './decorations.ts';
import type { NodeStyle } from './common.ts';

export interface TextNodeStyle {
  decorations?: Decoration[];
  nodeStyle?: NodeStyle;
  lineHeight?: string;
}

export type DocumentTextType =
  | 'paragraph'
  | 'blockquote'
  | 'codeBlock'
  | 'headerOne'
  | 'headerTwo'
  | 'headerThree'
  | 'headerFour'
  | 'headerFive'
  | 'headerSix';

export type DocumentStyle = Partial<Record<DocumentTextType, TextNodeStyle | null>>;
