// VIDEO, GIF and AUDIO on the server (Node): the thumbnail or poster, the titles and the controls
// are in the HTML; players load only in the browser; a node with nothing safe to play renders
// nothing and is reported.

import { expect, test } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { NO_AUDIO_SOURCE, NO_CUSTOM_AUDIO_GETTER } from '../audio/audio-data.ts';
import { NO_GIF_SOURCE } from '../gif/gif-data.ts';
import { NO_VIDEO_SOURCE } from '../video/video-data.ts';
import {
  audioNode,
  GIPHY,
  gifNode,
  SPOTIFY_HTML,
  UPLOADED_AUDIO,
  UPLOADED_VIDEO,
  videoNode,
  YOUTUBE_VIDEO,
} from './testing/media-documents.ts';

async function html(nodes: RicosNode[], hydratable = false) {
  const errors: unknown[] = [];
  const out = await renderViewerToHtml(
    { content: { nodes }, logger: recordingLogger(), onError: (error) => errors.push(error) },
    { hydratable },
  );
  return { out, errors: errors.map((error) => (error instanceof Error ? error.message : error)) };
}

test('VIDEO: the thumbnail (an id through the image engine), the title and a play button; no player', async () => {
  const { out, errors } = await html([
    videoNode(UPLOADED_VIDEO, 'uploaded'),
    videoNode(YOUTUBE_VIDEO, 'youtube'),
  ]);
  expect(errors).toEqual([]);
  expect(out).toContain('id="viewer-uploaded"');
  expect(out).toContain(
    'src="https://static.wixstatic.com/media/11062b_a552731f40854d16a91627687fb8d1a6f000.jpg/v1/fill/w_980,h_551,',
  );
  expect(out).toContain('src="https://i.ytimg.com/vi/u3ltZmI5LQw/hqdefault.jpg"');
  expect(out).toContain('How to Build a Website</p>');
  expect(out).toContain('aria-label="Play: How to Build a Website"');
  expect(out).toContain('aria-label="Play"');
  expect(out).not.toMatch(/<(video|iframe)/);
  expect(out).toContain('data-player-state="not-ready"');
});

test('GIF: the mp4 with the still as its poster, as a play button, paused until the browser knows', async () => {
  const { out, errors } = await html([gifNode(GIPHY)]);
  expect(errors).toEqual([]);
  expect(out).toContain(`src="${GIPHY.original.mp4}"`);
  expect(out).toContain(`poster="${GIPHY.original.still}"`);
  expect(out).toMatch(/<button[^>]*aria-label="Play"/);
  // A sticker keeps its transparency: the gif itself (its still while paused).
  const sticker = await html([gifNode({ ...GIPHY, gifType: 'STICKER' })]);
  expect(sticker.out).toContain(`<img class`);
  expect(sticker.out).toContain(`src="${GIPHY.original.still}"`);
  expect(sticker.out).not.toContain('<video');
});

test('AUDIO: cover at 350x350, author and name, the controls and the saved duration', async () => {
  const { out, errors } = await html([audioNode(UPLOADED_AUDIO)]);
  expect(errors).toEqual([]);
  expect(out).toContain('/8bb438_cbe02f139b8e479387eb7f5f9e8424c9.jpg/v1/fill/w_350,h_350,');
  expect(out).toContain('KOTA The Friend</span>');
  expect(out).toContain('Dear Fear</span>');
  expect(out).toContain(
    'src="https://static.wixstatic.com/mp3/f0f74f_35a1cdce4973490eac49e74c3244364d.mp3"',
  );
  expect(out).toContain('preload="none"');
  for (const label of ['Play', 'Seek', 'Mute', 'Volume', 'Playback speed 1x', 'More actions'])
    expect(out).toContain(`aria-label="${label}"`);
  expect(out).toContain('3:19</span>');
  // Phones set the volume with their own buttons: mute only.
  const mobile = await renderViewerToHtml({
    content: { nodes: [audioNode(UPLOADED_AUDIO)] },
    isMobile: true,
    logger: recordingLogger(),
  });
  expect(mobile).toContain('aria-label="Mute"');
  expect(mobile).not.toContain('aria-label="Volume"');
  // disableDownload: no context menu with the download.
  const locked = await html([audioNode({ ...UPLOADED_AUDIO, disableDownload: true })]);
  expect(locked.out).not.toContain('More actions');
});

test('AUDIO: a music service’s html only in a sandboxed srcdoc frame, without allow-same-origin', async () => {
  const { out } = await html([
    audioNode({
      audio: { src: { url: 'https://open.spotify.com/track/2igw' } },
      html: SPOTIFY_HTML,
    }),
  ]);
  const frame = /<iframe[^>]*>/.exec(out)![0];
  expect(frame).toContain('sandbox="allow-scripts allow-popups allow-presentation"');
  expect(frame).toContain('srcDoc="');
  expect(frame).toContain('height="80"');
  expect(out.match(/<iframe/g)).toHaveLength(1);
});

test('AUDIO: a service’s link waits for a play before its player loads', async () => {
  const { out } = await html([
    audioNode({
      audio: { src: { url: 'https://soundcloud.com/kotathefriend/smile' } },
      name: 'Smile',
    }),
  ]);
  expect(out).toContain('aria-label="Play: Smile"');
  expect(out).not.toContain('<iframe');
});

test('AUDIO: a custom source plays from the address the host’s getter gives', async () => {
  const errors: unknown[] = [];
  const out = await renderViewerToHtml({
    content: { nodes: [audioNode({ audio: { src: { custom: 'track-7' } } })] },
    services: { audio: { customSourceUrl: (custom) => `https://cdn.example/${custom}.mp3` } },
    logger: recordingLogger(),
    onError: (error) => errors.push(error),
  });
  expect(errors).toEqual([]);
  expect(out).toContain('src="https://cdn.example/track-7.mp3"');
});

test('a node with nothing safe to play renders nothing and is reported', async () => {
  const { out, errors } = await html([
    videoNode({ video: { src: { url: 'javascript:alert(1)' } } }, 'v'),
    gifNode({ original: { gif: 'data:image/gif;base64,R0lGOD' } }, 'g'),
    audioNode({ audio: { src: {} } }, 'a'),
    audioNode({ audio: { src: { custom: 'track-7' } } }, 'c'),
  ]);
  expect(errors).toEqual([NO_VIDEO_SOURCE, NO_GIF_SOURCE, NO_AUDIO_SOURCE, NO_CUSTOM_AUDIO_GETTER]);
  expect(out).not.toMatch(/viewer-[vgac]"/);
  expect(out).not.toMatch(/javascript:|data:image/);
});

test('the hydratable HTML has the same media', async () => {
  const { out } = await html(
    [videoNode(YOUTUBE_VIDEO), gifNode(GIPHY), audioNode(UPLOADED_AUDIO)],
    true,
  );
  expect(out).toContain('hqdefault.jpg');
  expect(out).toContain('giphy.mp4');
  expect(out).toContain('Dear Fear');
});
