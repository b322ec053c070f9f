// VIDEO data (spec/000 §3 "Video data"): the source as an address (an uploaded video's id is a path
// on the static video host, spec/000 §7; a link plays by its provider, spec/000 §5), the thumbnail,
// the title and the playback options. A node without a source it can play safely is an error.

import {
  DEFAULT_MEDIA_HOSTS,
  type MediaHosts,
  videoAddress,
} from '../../../media/media-address.ts';
import { asRecord, nodeData, readBoolean, readNumber, readString } from '../data.ts';
import type { RicosNode } from '../../../content/node.ts';
import { type MediaImage, readMediaImage, sourceOf } from '../media/media-source.ts';

export interface VideoData {
  /** What the player plays: an absolute address. */
  address: string;
  thumbnail: MediaImage | undefined;
  /** The shape of the box: the thumbnail's width over its height (16:9 without one). */
  ratio: number;
  title: string;
  autoPlay: boolean;
  loop: boolean;
  controls: boolean;
  disableDownload: boolean;
  containerData: unknown;
}

export const VIDEO_RATIO = 16 / 9;
export const NO_VIDEO_SOURCE = 'A VIDEO node has no source it can play';

export function readVideoData(node: RicosNode, hosts: MediaHosts = DEFAULT_MEDIA_HOSTS): VideoData {
  const data = nodeData(node, 'videoData');
  const source = sourceOf(data.video);
  // A scheme-less link (vimeo.com/…) reads as https (spec/000 §5).
  const address = videoAddress({ url: source?.url, id: source?.id }, hosts);
  if (address === null) throw new Error(NO_VIDEO_SOURCE);
  const thumbnail = asRecord(data.thumbnail);
  const width = readNumber(thumbnail, 'width');
  const height = readNumber(thumbnail, 'height');
  const options = asRecord(data.options);
  return {
    address,
    thumbnail: readMediaImage(thumbnail),
    ratio: width && height && width > 0 && height > 0 ? width / height : VIDEO_RATIO,
    title: readString(data, 'title')?.trim() ?? '',
    autoPlay: readBoolean(options, 'autoPlay') ?? false,
    loop: readBoolean(options, 'playInLoop') ?? false,
    controls: readBoolean(options, 'showControls') ?? true,
    disableDownload: readBoolean(data, 'disableDownload') ?? false,
    containerData: data.containerData,
  };
}
