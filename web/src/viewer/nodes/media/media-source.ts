// Reading a media source of content ({url} or {id}, spec/000 §3) for the media renderers: an
// address only when it is http(s) (or scheme-less), and an image id as the image engine takes it.

import type { ImageUrlRequest } from '../../../../../bindings/index.ts';
import { parseHttpUrl } from '../../../media/http-url.ts';
import { asRecord, type DataRecord, readNumber, readString } from '../data.ts';

/** The src record of a media field (`video.src`, `thumbnail.src`, `coverImage.src`). */
export function sourceOf(field: unknown): DataRecord | undefined {
  return asRecord(asRecord(field)?.src);
}

/** An http(s) address, or undefined for anything else (javascript:, data:, a relative path). */
export function httpAddress(value: unknown): string | undefined {
  return parseHttpUrl(value)?.href ?? undefined;
}

/** An image of the media host: its id (the path after media/) and its own size. */
export interface HostImage {
  id: string;
  width: number;
  height: number;
}

/** The image a media field names: an address, or a media-host id for the image engine. */
export type MediaImage = { url: string } | HostImage;

export function readMediaImage(field: unknown): MediaImage | undefined {
  const source = sourceOf(field);
  const url = httpAddress(readString(source, 'url'));
  if (url !== undefined) return { url };
  const id = readString(source, 'id')?.replace(/^\/*(media\/)?/, '');
  if (id === undefined || id === '') return undefined;
  const record = asRecord(field);
  return { id, width: readNumber(record, 'width') ?? 0, height: readNumber(record, 'height') ?? 0 };
}

/** The engine request for a host image shown filling width by height. */
export function fillRequest(image: HostImage, width: number, height: number): ImageUrlRequest {
  return {
    fit: 'fill',
    id: image.id,
    width: image.width > 0 ? image.width : width,
    height: image.height > 0 ? image.height : height,
    targetWidth: width,
    targetHeight: height,
  };
}
