// AUDIO data (spec/000 §3 "Audio data"): an uploaded file (its id is a path on the static media
// host, spec/000 §7) or a link, or a music service's embed html; the author, the name, the cover,
// disableDownload and the duration saved back earlier. A custom source (audio.src.custom) needs
// the host's address getter; without one it is logged (spec/000 §8).

import type { RicosNode } from '../../../content/node.ts';
import { DEFAULT_MEDIA_HOSTS, mediaAddress } from '../../../media/media-address.ts';
import type { AudioServices } from '../../services.ts';
import { asRecord, nodeData, readBoolean, readNumber, readString } from '../data.ts';
import { type MediaImage, readMediaImage, sourceOf } from '../media/media-source.ts';

export interface AudioData {
  /** The file or link to play; undefined when the node has only embed html. */
  address?: string;
  /** The address is a link (a music service's page, or a file elsewhere), not an uploaded file. */
  isLink: boolean;
  /** A music service's embed markup, shown in a sandboxed frame. */
  html?: string;
  name: string;
  authorName: string;
  cover?: MediaImage;
  disableDownload: boolean;
  /** Seconds, as saved in the content. */
  duration?: number;
  containerData: unknown;
}

export const NO_AUDIO_SOURCE = 'An AUDIO node has nothing to play';
export const NO_CUSTOM_AUDIO_GETTER =
  'A custom audio source needs the audio service’s customSourceUrl';

export function readAudioData(node: RicosNode, services: AudioServices | undefined): AudioData {
  const data = nodeData(node, 'audioData');
  const audio = asRecord(data.audio);
  const source = sourceOf(audio);
  const custom = readString(source, 'custom');
  if (custom !== undefined && !services?.customSourceUrl) throw new Error(NO_CUSTOM_AUDIO_GETTER);
  const address =
    custom !== undefined
      ? (mediaAddress({ url: services?.customSourceUrl?.(custom) }) ?? undefined)
      : (mediaAddress({ url: source?.url, id: source?.id }, DEFAULT_MEDIA_HOSTS) ?? undefined);
  const html = readString(data, 'html')?.trim() || undefined;
  if (address === undefined && html === undefined) throw new Error(NO_AUDIO_SOURCE);
  const duration = readNumber(audio, 'duration');
  return {
    address,
    isLink: custom === undefined && readString(source, 'url') !== undefined,
    html,
    name: readString(data, 'name')?.trim() ?? '',
    authorName: readString(data, 'authorName')?.trim() ?? '',
    cover: readMediaImage(data.coverImage),
    disableDownload: readBoolean(data, 'disableDownload') ?? false,
    duration: duration !== undefined && duration > 0 ? duration : undefined,
    containerData: data.containerData,
  };
}
