// Gives a <video> its source (spec/000 §5): plain files as they are; HLS (m3u8) and DASH (mpd)
// through their streaming libraries, each a chunk of its own, imported only when such a stream
// plays (DESIGN "Load heavy things on demand").

import type { FileType } from '../player/file-types.ts';
import { hlsEngine, hlsSupport } from './hls-engine.ts';
import { STREAM_FAILED } from './messages.ts';

/** Stops the stream and frees what the library holds. */
export type Detach = () => void;

export async function attachFileSource(
  video: HTMLVideoElement,
  url: string,
  fileType: FileType | undefined,
  onError: (message: string) => void,
): Promise<Detach> {
  if (fileType === 'hls' && hlsEngine(hlsSupport(video)) === 'hls.js')
    return attachHls(video, url, onError);
  if (fileType === 'dash') return attachDash(video, url, onError);
  video.src = url;
  return () => {
    video.removeAttribute('src');
    video.load();
  };
}

async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onError: (message: string) => void,
): Promise<Detach> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    onError(STREAM_FAILED);
    return () => {};
  }
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onError(STREAM_FAILED);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

async function attachDash(
  video: HTMLVideoElement,
  url: string,
  onError: (message: string) => void,
): Promise<Detach> {
  const { MediaPlayer } = await import('dashjs');
  const player = MediaPlayer().create();
  player.on(MediaPlayer.events.ERROR, () => onError(STREAM_FAILED), undefined);
  player.initialize(video, url, false);
  return () => player.destroy();
}
