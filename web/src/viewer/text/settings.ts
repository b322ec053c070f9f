// What a consumer can tell the text renderer, through the viewer context's `text` field
// (read with useTextSettings).

import type { ReactNode } from 'react';
import type { RicosNode } from '../../content/node.ts';
import type { ExternalDecoration } from '../../content/types/decorations.ts';

/** An element of the host page: a CSS selector, or a function that finds it. */
export type ElementLocator = string | (() => Element | null);

/** spec/000 §2: anchor scrolling accounts for a fixed or sticky site header, an ads bar and a
 *  toolbar. Each named element that is fixed or sticky at the top keeps the target below it. */
export interface AnchorScrollSettings {
  header?: ElementLocator;
  adsBar?: ElementLocator;
  toolbar?: ElementLocator;
  /** Pixels of air left above the target. */
  extraOffset?: number;
}

/** Renders text carrying an EXTERNAL decoration (spec/000 §3); without one the text is plain. */
export type ExternalDecorator = (
  children: ReactNode,
  decoration: ExternalDecoration,
  node: RicosNode,
) => ReactNode;

export interface TextSettings {
  decorateExternal?: ExternalDecorator;
  anchorScroll?: AnchorScrollSettings;
}
