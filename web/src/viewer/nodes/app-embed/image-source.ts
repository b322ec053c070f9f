// The picture of a card or poll: content gives it as `{src: {url}}`, `{src: {id}}` (a media-host
// id, made into an address by the image engine) or, in older documents, a bare address string.
// Only http(s) and scheme-less addresses reach an img (no data: or script schemes).

import type { ImageUrlRequest } from '../../../../../bindings/index.ts';
import { cleanUrl, schemeOf } from '../../../content/links/index.ts';
import { useImageUrl } from '../../image/use-image-url.ts';
import { asRecord, readNumber, readString } from '../data.ts';

export type ImageSource =
  { kind: 'url'; url: string } | { kind: 'id'; id: string; width?: number; height?: number };

/** An address an img may load, or undefined. */
export function safeImageAddress(value: string): string | undefined {
  const url = cleanUrl(value);
  if (url === '') return undefined;
  const scheme = schemeOf(url);
  if (scheme === undefined) return url.startsWith('//') ? `https:${url}` : undefined;
  return scheme === 'http' || scheme === 'https' ? url : undefined;
}

function fromString(value: string): ImageSource | undefined {
  const url = safeImageAddress(value);
  return url === undefined ? undefined : { kind: 'url', url };
}

/** Reads `{src: {url | id}, width, height}` or an address string. */
export function readImageSource(value: unknown): ImageSource | undefined {
  if (typeof value === 'string') return fromString(value);
  const image = asRecord(value);
  const src = asRecord(image?.src);
  const url = readString(src, 'url');
  if (url !== undefined) return fromString(url);
  const id = readString(src, 'id');
  if (id === undefined || id.trim() === '') return undefined;
  // An id that is really an address (older content) is taken as one.
  if (/^https?:/i.test(id)) return fromString(id);
  return { kind: 'id', id, width: readNumber(image, 'width'), height: readNumber(image, 'height') };
}

/** The address to show `source` at `width` x `height` CSS pixels; undefined while the engine loads. */
export function useImageSource(
  source: ImageSource | undefined,
  width: number,
  height: number,
  quality?: number,
): string | undefined {
  const request: ImageUrlRequest | undefined =
    source?.kind === 'id'
      ? {
          fit: 'fill',
          id: source.id,
          width: source.width ?? width,
          height: source.height ?? height,
          targetWidth: width,
          targetHeight: height,
          options: quality === undefined ? undefined : { quality },
        }
      : undefined;
  const fromId = useImageUrl(request);
  return source?.kind === 'url' ? source.url : fromId;
}
