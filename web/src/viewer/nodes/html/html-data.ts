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

export function readHtmlEmbed(node: RicosNode): HtmlEmbed {
  const data = nodeData(node, 'htmlData');
  const html = readString(data, 'html');
  const url = htmlFrameAddress(readString(data, 'url'));
  const source: FrameSource | undefined =
    html !== undefined && html.trim() !== '' ? { html } : url !== undefined ? { url } : undefined;
  return {
    source,
    layout: embedLayout(data.containerData),
    height: containerHeight(data.containerData) ?? DEFAULT_HTML_HEIGHT,
    autoHeight: readBoolean(data, 'autoHeight') ?? DEFAULT_HTML_AUTO_HEIGHT,
  };
}
