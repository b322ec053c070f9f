// GIF data (spec/000 §3 "Gif data"): width, height, gifType (NORMAL or STICKER) and the original
// renditions: an mp4, the gif, and a still picture. Each address is http(s) or left out; a node
// with none to show is an error.

import type { RicosNode } from '../../../content/node.ts';
import { asRecord, nodeData, readEnum, readNumber } from '../data.ts';
import { httpAddress } from '../media/media-source.ts';

export const GIF_TYPES = ['NORMAL', 'STICKER'] as const;
export type GifType = (typeof GIF_TYPES)[number];

export interface GifData {
  mp4?: string;
  gif?: string;
  still?: string;
  width?: number;
  height?: number;
  gifType: GifType;
  containerData: unknown;
}

export const NO_GIF_SOURCE = 'A GIF node has nothing to show';

export function readGifData(node: RicosNode): GifData {
  const data = nodeData(node, 'gifData');
  // Older content has only the downsized renditions, or fills some of each.
  const original = asRecord(data.original);
  const downsized = asRecord(data.downsized);
  const pick = (key: string) => httpAddress(original?.[key]) ?? httpAddress(downsized?.[key]);
  const gif: GifData = {
    mp4: pick('mp4'),
    gif: pick('gif'),
    still: pick('still'),
    width: positive(readNumber(data, 'width')),
    height: positive(readNumber(data, 'height')),
    gifType: readEnum(data, 'gifType', GIF_TYPES) ?? 'NORMAL',
    containerData: data.containerData,
  };
  if (!gif.mp4 && !gif.gif && !gif.still) throw new Error(NO_GIF_SOURCE);
  return gif;
}

const positive = (value: number | undefined) => (value && value > 0 ? value : undefined);
