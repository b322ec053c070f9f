// The demo's items, as a host site hands them to the gallery: transport objects (spec/002 §3) of
// every type — the sample pictures with titles, descriptions and links, a video, a text item with
// html and a 3D model — and the further pictures the host adds when the gallery asks for more.

import clipUrl from './media/clip.webm?url&no-inline';
import modelPosterUrl from './media/model-poster.svg?url&no-inline';
import modelUrl from './media/triangle.glb?url&no-inline';
import videoPosterUrl from './media/video-poster.svg?url&no-inline';
import { SAMPLES } from './samples.ts';

export const ITEM_KINDS = [
  { kind: 'all', label: 'All types' },
  { kind: 'image', label: 'Images' },
  { kind: 'video', label: 'Video' },
  { kind: 'text', label: 'Text' },
  { kind: '3d', label: '3D' },
] as const;

export type ItemKind = (typeof ITEM_KINDS)[number]['kind'];

export interface DemoItem {
  itemId: string;
  url?: string;
  metaData: {
    type: Exclude<ItemKind, 'all'>;
    width: number;
    height: number;
    title: string;
    description?: string;
    alt?: string;
    html?: string;
    textStyle?: object;
    poster?: { url: string; width: number; height: number };
    link?: { type: string; url: string; target: string };
  };
}

/** How many items the host has in all: the gallery stops asking for more there. */
export const TOTAL_ITEMS = 60;

/** How many pictures the host adds each time the gallery asks for more. */
export const MORE_ITEMS_BATCH = 12;

/** The full address of a file of the demo (posters and players take http(s) addresses). */
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** The sample picture `n` (cycling through the samples) as the item of id `itemId`. */
function picture(n: number, itemId: string): DemoItem {
  const sample = SAMPLES[n % SAMPLES.length];
  const [title, description] = (sample.alt ?? '').split(': ');
  return {
    itemId,
    url: sample.url,
    metaData: {
      type: 'image',
      width: sample.width,
      height: sample.height,
      title,
      description,
      alt: sample.alt,
      link: { type: 'web', url: `https://example.com/pictures/${itemId}`, target: '_blank' },
    },
  };
}

const VIDEO: DemoItem = {
  itemId: 'demo-video',
  url: absolute(clipUrl),
  metaData: {
    type: 'video',
    width: 320,
    height: 180,
    title: 'A short clip',
    description: 'A WebM file played by the browser',
    poster: { url: absolute(videoPosterUrl), width: 640, height: 360 },
  },
};

const TEXT: DemoItem = {
  itemId: 'demo-text',
  metaData: {
    type: 'text',
    width: 400,
    height: 300,
    title: 'A note',
    html: '<h3>Text items</h3><p>Any <b>html</b> the host gives, <em>sanitised</em> before it reaches the page.</p>',
    textStyle: { backgroundColor: '#f4efe1' },
  },
};

const MODEL: DemoItem = {
  itemId: 'demo-model',
  url: absolute(modelUrl),
  metaData: {
    type: '3d',
    width: 400,
    height: 400,
    title: 'A triangle in 3D',
    description: 'A glTF model, turning on hover',
    poster: { url: absolute(modelPosterUrl), width: 400, height: 400 },
  },
};

/** The items the demo starts with: the samples, with the video, the text and the 3D item among them. */
export const INITIAL_ITEMS: readonly DemoItem[] = (() => {
  const pictures = SAMPLES.map((_, n) => picture(n, `picture-${n + 1}`));
  return [
    ...pictures.slice(0, 1),
    VIDEO,
    ...pictures.slice(1, 4),
    TEXT,
    MODEL,
    ...pictures.slice(4),
  ];
})();

/** The next pictures after `count` items, up to `TOTAL_ITEMS`. */
export function moreItems(count: number): DemoItem[] {
  const added = Math.max(0, Math.min(MORE_ITEMS_BATCH, TOTAL_ITEMS - count));
  return Array.from({ length: added }, (_, i) => picture(count + i, `more-${count + i + 1}`));
}

export function itemsOfKind(items: readonly DemoItem[], kind: ItemKind): readonly DemoItem[] {
  return kind === 'all' ? items : items.filter((item) => item.metaData.type === kind);
}
