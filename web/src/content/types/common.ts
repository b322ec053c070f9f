// Shapes shared by several node kinds (spec/000 §3 "Link", "Container data", "Text and block data").

/** Text alignment of a block (spec/000 §3 "Alignment values"). */
export type TextAlignment = 'AUTO' | 'LEFT' | 'RIGHT' | 'CENTER' | 'JUSTIFY';

export interface TextStyle {
  textAlignment?: TextAlignment;
  /** A unitless multiplier as a string, e.g. "1.5". */
  lineHeight?: string;
}

export type LinkTarget = 'SELF' | 'BLANK' | 'PARENT' | 'TOP';

export interface LinkRel {
  nofollow?: boolean;
  sponsored?: boolean;
  ugc?: boolean;
  noreferrer?: boolean;
}

export interface Link {
  url?: string;
  /** Id of a node in the same document; the link goes to `viewer-{anchor}`. */
  anchor?: string;
  target?: LinkTarget;
  rel?: LinkRel;
  customData?: string;
}

/** Where a media file lives: a full address or an id on the media host. */
export interface MediaSrc {
  url?: string;
  id?: string;
  custom?: string;
  private?: boolean;
}

export interface Media {
  src?: MediaSrc;
  width?: number;
  height?: number;
  /** Seconds (audio and video). */
  duration?: number;
}

export type ContainerAlignment = 'LEFT' | 'CENTER' | 'RIGHT';
export type WidthSize = 'CONTENT' | 'SMALL' | 'ORIGINAL' | 'FULL_WIDTH';

/** spec/000 §3 "Spoiler configuration" (the corpus writes the button text as buttonText). */
export interface SpoilerConfig {
  enabled?: boolean;
  description?: string;
  buttonText?: string;
  buttonContent?: string;
}

/** spec/000 §3 "Container data": what every block-level media-like node carries. */
export interface ContainerData {
  alignment?: ContainerAlignment;
  /** A size, or a custom width in pixels (a number written as a string). */
  width?: { size?: WidthSize; custom?: string };
  height?: { custom?: string };
  textWrap?: boolean;
  spoiler?: SpoilerConfig;
}

/** The optional `style` a node may carry next to its data (paddings, background). */
export interface NodeStyle {
  paddingTop?: string;
  paddingBottom?: string;
  backgroundColor?: string;
}
