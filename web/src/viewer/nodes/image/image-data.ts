// An IMAGE node's data (spec/000 §3 "Image data"), read defensively: content is untrusted, so
// every field is checked and an address that could run code is refused (spec/000 §2, DESIGN.md
// "Untrusted content"). Pure: no React, no DOM.

import { isValidColor } from '../../../content/colors.ts';
import { schemeOf } from '../../../content/links/index.ts';
import type { Link } from '../../../content/types/common.ts';
import type { RicosNode } from '../../../content/node.ts';
import { asRecord, nodeData, readBoolean, readNumber, readString } from '../data.ts';

/** Where the picture comes from: an id on the media host (made into an address by the image
 *  engine) or a full address used as it is. */
export type ImageSource = { id: string } | { url: string };

export interface ImageBorder {
  width?: number;
  radius?: number;
  color?: string;
}

export interface ImageContent {
  source: ImageSource;
  /** The source's own size in pixels; 0 when the data does not say. */
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  caption: string;
  disableDownload: boolean;
  disableExpand: boolean;
  link: Link | undefined;
  border: ImageBorder | undefined;
  containerData: unknown;
}

/** Only web addresses load as images: http, https, or scheme-less ("//host/..."). */
const IMAGE_SCHEMES = new Set(['http', 'https']);

export class RefusedImageAddressError extends Error {
  constructor(address: string) {
    super(`Image address refused: ${JSON.stringify(address.slice(0, 80))}`);
    this.name = 'RefusedImageAddressError';
  }
}

/** A full address as it is; a scheme-less name is a media-host id. Throws for other schemes. */
function sourceOf(text: string): ImageSource {
  const scheme = schemeOf(text);
  if (scheme === undefined) return text.trimStart().startsWith('//') ? { url: text } : { id: text };
  if (IMAGE_SCHEMES.has(scheme)) return { url: text };
  throw new RefusedImageAddressError(text);
}

function readSource(src: ReturnType<typeof asRecord>): ImageSource | undefined {
  // `custom` is an older form of the id.
  for (const key of ['id', 'url', 'custom']) {
    const value = readString(src, key)?.trim();
    if (value) return sourceOf(value);
  }
  return undefined;
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 ? value : undefined;
}

function readBorder(styles: ReturnType<typeof asRecord>): ImageBorder | undefined {
  const border = asRecord(styles?.border);
  if (!border) return undefined;
  const color = readString(border, 'color');
  return {
    width: positive(readNumber(border, 'width')),
    radius: positive(readNumber(border, 'radius')),
    // An invalid colour is logged by the viewer (spec/000 §5) and not drawn.
    color: isValidColor(color) ? color : undefined,
  };
}

/** The image's data, or undefined when it has no picture to show. Throws for a refused address. */
export function readImageContent(node: RicosNode): ImageContent | undefined {
  const data = nodeData(node, 'imageData');
  const image = asRecord(data.image);
  const source = readSource(asRecord(image?.src));
  if (!source) return undefined;
  const decorative = readBoolean(data, 'decorative') === true;
  return {
    source,
    width: positive(readNumber(image, 'width')) ?? 0,
    height: positive(readNumber(image, 'height')) ?? 0,
    alt: decorative ? '' : (readString(data, 'altText') ?? '').trim(),
    decorative,
    caption: (readString(data, 'caption') ?? '').trim(),
    disableDownload: readBoolean(data, 'disableDownload') === true,
    disableExpand: readBoolean(data, 'disableExpand') === true,
    link: asRecord(data.link) as Link | undefined,
    border: readBorder(asRecord(data.styles)),
    containerData: data.containerData,
  };
}
