// htmlData (spec/000 §3 "Html embed data"): markup or an address, the frame's size and whether
// its height follows its content, with the defaults of spec/000 §9.

import type { RicosNode } from '../../../content/node.ts';
import { type ContainerLayout, readContainerData } from '../container/index.ts';
import { asRecord, nodeData, readBoolean, readString, toFiniteNumber } from '../data.ts';
import { htmlFrameAddress } from './frame-address.ts';
import type { FrameSource } from './HtmlFrame.tsx';

/** spec/000 §9 "Html embed: default height 550, width 350px, auto height by default". */
export const DEFAULT_HTML_HEIGHT = 550;
export const DEFAULT_HTML_WIDTH = 350;
export const DEFAULT_HTML_AUTO_HEIGHT = true;

/** spec/000 §5: only http, https or scheme-less URLs are accepted for an html embed iframe. */
export const REFUSED_ADDRESS_MESSAGE =
  'html embed address refused: only http, https or scheme-less URLs are accepted';

export interface HtmlEmbed {
  /** Undefined when the node has neither markup nor an address the rules accept. */
  source: FrameSource | undefined;
  layout: ContainerLayout;
  height: number;
  autoHeight: boolean;
}

/** The container's layout; a block that names no width is DEFAULT_HTML_WIDTH wide. */
export function embedLayout(containerData: unknown): ContainerLayout {
  const layout = readContainerData(containerData);
  const width = asRecord(asRecord(containerData)?.width);
  return width === undefined
    ? { ...layout, width: { size: 'CUSTOM', pixels: DEFAULT_HTML_WIDTH } }
    : layout;
}

/** A positive height in pixels from containerData.height.custom, else undefined. */
export function containerHeight(containerData: unknown): number | undefined {
  const height = toFiniteNumber(asRecord(asRecord(containerData)?.height)?.custom);
  return height !== undefined && height > 0 ? height : undefined;
}

/** Throws on an address the rules refuse (the viewer reports it and renders nothing). */
export function readHtmlEmbed(node: RicosNode): HtmlEmbed {
  const data = nodeData(node, 'htmlData');
  const html = readString(data, 'html');
  const given = readString(data, 'url');
  const url = htmlFrameAddress(given);
  const hasMarkup = html !== undefined && html.trim() !== '';
  // A node whose only content is an address the rules refuse is bad content: reported, not shown.
  if (!hasMarkup && url === undefined && given !== undefined && given.trim() !== '')
    throw new Error(REFUSED_ADDRESS_MESSAGE);
  const source: FrameSource | undefined = hasMarkup
    ? { html }
    : url !== undefined
      ? { url }
      : undefined;
  return {
    source,
    layout: embedLayout(data.containerData),
    height: containerHeight(data.containerData) ?? DEFAULT_HTML_HEIGHT,
    autoHeight: readBoolean(data, 'autoHeight') ?? DEFAULT_HTML_AUTO_HEIGHT,
  };
}
