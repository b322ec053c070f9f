// Media addresses built from ids (spec/000 §7): uploaded videos come from a static video host,
// their thumbnails and other files from the static media host. Content stores either a full
// address (`url`) or an id that is a path on the host (`video/…/file.mp4`, `media/…f000.jpg`).

import { parseHttpUrl } from './http-url.ts';

export interface MediaHosts {
  /** Where uploaded videos are served from; ends with a slash. */
  video: string;
  /** Where images, thumbnails, audio and files are served from; ends with a slash. */
  media: string;
}

export const DEFAULT_MEDIA_HOSTS: MediaHosts = {
  video: 'https://video.wixstatic.com/',
  media: 'https://static.wixstatic.com/',
};

/** A media source as content carries it. */
export interface MediaSource {
  url?: unknown;
  id?: unknown;
}

/** A path on a host: no scheme, no `..` segment, nothing that could leave the host. */
const HOST_PATH = /^(?!.*(?:^|\/)\.\.(?:\/|$))[\w.~\-/%]+$/;

function onHost(host: string, id: string): string | null {
  const path = id.replace(/^\/+/, '');
  return HOST_PATH.test(path) ? `${host}${path}` : null;
}

function fromSource(source: MediaSource | null | undefined, host: string): string | null {
  if (!source) return null;
  if (typeof source.url === 'string' && source.url !== '')
    return parseHttpUrl(source.url)?.href ?? null;
  if (typeof source.id === 'string' && source.id !== '') {
    const absolute = /^[a-z][a-z\d+.-]*:/i.test(source.id) || source.id.startsWith('//');
    return absolute ? (parseHttpUrl(source.id)?.href ?? null) : onHost(host, source.id);
  }
  return null;
}

/** The address of an uploaded or linked video, or null when the source names none safely. */
export function videoAddress(
  source: MediaSource | null | undefined,
  hosts: MediaHosts = DEFAULT_MEDIA_HOSTS,
): string | null {
  return fromSource(source, hosts.video);
}

/** The address of an image, thumbnail, audio file or other file on the media host. */
export function mediaAddress(
  source: MediaSource | null | undefined,
  hosts: MediaHosts = DEFAULT_MEDIA_HOSTS,
): string | null {
  return fromSource(source, hosts.media);
}
