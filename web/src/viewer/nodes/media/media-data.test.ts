// Reading VIDEO, GIF and AUDIO data as the corpus has it (spec/000 §3), and the small rules the
// players show: times, download names, an embed's height.

import { expect, test } from 'vitest';
import { readAudioData } from '../audio/audio-data.ts';
import { downloadName } from '../audio/download.ts';
import { embedHeight, embedTitle, EMBED_DEFAULT_HEIGHT } from '../audio/EmbeddedAudio.tsx';
import { formatTime } from '../audio/format-time.ts';
import { readGifData } from '../gif/gif-data.ts';
import { readVideoData, VIDEO_RATIO } from '../video/video-data.ts';
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

test('VIDEO: an id on the static video host, a link as https; the thumbnail and the options', () => {
  const uploaded = readVideoData(videoNode(UPLOADED_VIDEO));
  expect(uploaded.address).toBe(
    'https://video.wixstatic.com/video/11062b_a552731f40854d16a91627687fb8d1a6/1080p/mp4/file.mp4',
  );
  expect(uploaded.thumbnail).toEqual({
    id: '11062b_a552731f40854d16a91627687fb8d1a6f000.jpg',
    width: 1920,
    height: 1080,
  });
  expect(uploaded.ratio).toBeCloseTo(16 / 9);
  expect([uploaded.autoPlay, uploaded.loop, uploaded.controls]).toEqual([false, false, true]);
  const linked = readVideoData(
    videoNode({
      video: { src: { url: 'vimeo.com/76979871' } },
      options: { autoPlay: true, playInLoop: true, showControls: false },
    }),
  );
  expect(linked.address).toBe('https://vimeo.com/76979871');
  expect([linked.autoPlay, linked.loop, linked.controls]).toEqual([true, true, false]);
  expect(linked.ratio).toBe(VIDEO_RATIO);
  expect(readVideoData(videoNode(YOUTUBE_VIDEO)).title).toBe('How to Build a Website');
  expect(() => readVideoData(videoNode({ video: { src: { id: '../../etc/passwd' } } }))).toThrow();
  expect(() =>
    readVideoData(videoNode({ video: { src: { url: 'data:video/mp4;base64,AAAA' } } })),
  ).toThrow();
});

test('VIDEO: a thumbnail address that is not http(s) is dropped', () => {
  const video = readVideoData(
    videoNode({ ...YOUTUBE_VIDEO, thumbnail: { src: { url: 'javascript:alert(1)' } } }),
  );
  expect(video.thumbnail).toBeUndefined();
});

test('GIF: the original renditions, the downsized ones where the original lacks one; NORMAL by default', () => {
  expect(readGifData(gifNode(GIPHY))).toMatchObject({
    mp4: GIPHY.original.mp4,
    gif: GIPHY.original.gif,
    still: GIPHY.original.still,
    width: 500,
    height: 281,
    gifType: 'NORMAL',
  });
  const partial = readGifData(
    gifNode({ original: { gif: GIPHY.original.gif }, downsized: { still: GIPHY.original.still } }),
  );
  expect([partial.mp4, partial.gif, partial.still]).toEqual([
    undefined,
    GIPHY.original.gif,
    GIPHY.original.still,
  ]);
  expect(readGifData(gifNode({ ...GIPHY, gifType: 'sticker' })).gifType).toBe('STICKER');
});

test('AUDIO: an uploaded file on the media host, the cover, names, the saved duration', () => {
  const audio = readAudioData(audioNode(UPLOADED_AUDIO), undefined);
  expect(audio).toMatchObject({
    address: 'https://static.wixstatic.com/mp3/f0f74f_35a1cdce4973490eac49e74c3244364d.mp3',
    isLink: false,
    name: 'Dear Fear',
    authorName: 'KOTA The Friend',
    duration: 199.632,
    disableDownload: false,
    cover: { id: '8bb438_cbe02f139b8e479387eb7f5f9e8424c9.jpg', width: 3180, height: 3710 },
  });
  const embed = readAudioData(
    audioNode({
      audio: { src: { url: 'https://open.spotify.com/track/2igw' } },
      html: SPOTIFY_HTML,
    }),
    undefined,
  );
  expect([embed.isLink, embed.html]).toEqual([true, SPOTIFY_HTML]);
});

test('times as m:ss, h:mm:ss from an hour', () => {
  expect([0, 9.9, 61, 199.632, 3723, undefined, Infinity].map(formatTime)).toEqual([
    '0:00',
    '0:09',
    '1:01',
    '3:19',
    '1:02:03',
    '0:00',
    '0:00',
  ]);
});

test('a download is named after the node with the file’s extension', () => {
  expect(downloadName('https://static.wixstatic.com/mp3/f0f74f_35a1.mp3', 'Dear Fear')).toBe(
    'Dear Fear.mp3',
  );
  expect(downloadName('https://static.wixstatic.com/mp3/f0f74f_35a1.mp3', '')).toBe(
    'f0f74f_35a1.mp3',
  );
  expect(downloadName('https://static.wixstatic.com/mp3/f0f74f_4877', 'Tone')).toBe('Tone');
});

test('an embed takes the height and title its markup gives', () => {
  expect(embedHeight(SPOTIFY_HTML)).toBe(80);
  expect(embedHeight('<iframe src="https://example.com/"></iframe>')).toBe(EMBED_DEFAULT_HEIGHT);
  expect(embedTitle(SPOTIFY_HTML)).toBe('Spotify Embed: Grateful');
});
