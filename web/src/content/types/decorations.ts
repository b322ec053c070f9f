// Text decorations (spec/000 §3 "Text decorations"): each TEXT node carries a list of them.

import type { Link } from './common.ts';

export const DECORATION_TYPES = [
  'BOLD',
  'ITALIC',
  'UNDERLINE',
  'SPOILER',
  'ANCHOR',
  'MENTION',
  'LINK',
  'COLOR',
  'FONT_SIZE',
  'EXTERNAL',
] as const;

export type DecorationType = (typeof DECORATION_TYPES)[number];

export interface BoldDecoration {
  type: 'BOLD';
  /** CSS font weight; 700 when absent. */
  fontWeightValue?: number;
}

export interface ItalicDecoration {
  type: 'ITALIC';
  /** false turns italics off (a document style may set them on). */
  italicData?: boolean;
}

export interface UnderlineDecoration {
  type: 'UNDERLINE';
  underlineData?: boolean;
}

export interface SpoilerDecoration {
  type: 'SPOILER';
  /** Spoilers sharing an id reveal together (spec/000 §3 "A text spoiler has an optional id"). */
  spoilerData?: { id?: string };
}

export interface AnchorDecoration {
  type: 'ANCHOR';
  anchorData?: { anchor?: string };
}

export interface MentionData {
  id?: string;
  name?: string;
  slug?: string;
  avatar?: string;
}

export interface MentionDecoration {
  type: 'MENTION';
  mentionData?: MentionData;
}

export interface LinkDecoration {
  type: 'LINK';
  linkData?: { link?: Link };
}

export interface ColorDecoration {
  type: 'COLOR';
  colorData?: { foreground?: string; background?: string };
}

export type FontSizeUnit = 'PX' | 'EM';

export interface FontSizeDecoration {
  type: 'FONT_SIZE';
  fontSizeData?: { value?: number; unit?: FontSizeUnit };
}

/** A decoration the consumer of the viewer renders (its data is the consumer's). */
export interface ExternalDecoration {
  type: 'EXTERNAL';
  externalData?: Readonly<Record<string, unknown>>;
}

export type Decoration =
  | BoldDecoration
  | ItalicDecoration
  | UnderlineDecoration
  | SpoilerDecoration
  | AnchorDecoration
  | MentionDecoration
  | LinkDecoration
  | ColorDecoration
  | FontSizeDecoration
  | ExternalDecoration;

export type DecorationOf<T extends DecorationType> = Extract<Decoration, { type: T }>;
