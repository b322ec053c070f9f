// Nodes of the media kinds for the tests, shaped as the corpus has them.

import type { RicosNode } from '../../../../content/node.ts';

export const container = { alignment: 'CENTER', width: { size: 'CONTENT' }, textWrap: true };

export const videoNode = (videoData: Record<string, unknown>, id = 'video'): RicosNode => ({
  id,
  type: 'VIDEO',
  nodes: [],
  videoData: { containerData: container, ...videoData },
});

export const gifNode = (gifData: Record<string, unknown>, id = 'gif'): RicosNode => ({
  id,
  type: 'GIF',
  nodes: [],
  gifData: { containerData: container, ...gifData },
});

export const audioNode = (audioData: Record<string, unknown>, id = 'audio'): RicosNode => ({
  id,
  type: 'AUDIO',
  nodes: [],
  audioData: { containerData: container, ...audioData },
});

export const UPLOADED_VIDEO = {
  video: { src: { id: 'video/11062b_a552731f40854d16a91627687fb8d1a6/1080p/mp4/file.mp4' } },
  thumbnail: {
    src: { id: 'media/11062b_a552731f40854d16a91627687fb8d1a6f000.jpg' },
    width: 1920,
    height: 1080,
  },
};

export const YOUTUBE_VIDEO = {
  video: { src: { url: 'https://www.youtube.com/watch?v=u3ltZmI5LQw' } },
  thumbnail: {
    src: { url: 'https://i.ytimg.com/vi/u3ltZmI5LQw/hqdefault.jpg' },
    width: 480,
    height: 270,
  },
  title: 'How to Build a Website',
};

export const GIPHY = {
  height: 281,
  width: 500,
  original: {
    gif: 'https://media1.giphy.com/media/Cn44PUsTVimwBAtIRx/giphy.gif',
    mp4: 'https://media1.giphy.com/media/Cn44PUsTVimwBAtIRx/giphy.mp4',
    still: 'https://media1.giphy.com/media/Cn44PUsTVimwBAtIRx/giphy_s.gif',
  },
};

export const UPLOADED_AUDIO = {
  audio: { src: { id: 'mp3/f0f74f_35a1cdce4973490eac49e74c3244364d.mp3' }, duration: 199.632 },
  disableDownload: false,
  coverImage: {
    src: { id: '8bb438_cbe02f139b8e479387eb7f5f9e8424c9.jpg' },
    width: 3180,
    height: 3710,
  },
  name: 'Dear Fear',
  authorName: 'KOTA The Friend',
};

export const SPOTIFY_HTML =
  '<iframe width="100%" height="80" title="Spotify Embed: Grateful" frameborder="0" src="https://open.spotify.com/embed/track/2wmZFiWL7MKt2vQe6DPanz"></iframe>';
