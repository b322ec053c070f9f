// embedData.oembed (spec/000 §3 "Link preview and embed"): an oEmbed result as content stores it,
// read into one of the four oEmbed kinds. Markup is only ever drawn in a sandboxed frame.

import type { RicosNode } from '../../../content/node.ts';
import { parseHttpUrl } from '../../../media/http-url.ts';
import { asRecord, nodeData, readString, toFiniteNumber } from '../data.ts';
import { htmlFrameAddress } from '../html/frame-address.ts';

export type OEmbedView =
  | { kind: 'markup'; html: string; title?: string; height?: number }
  | { kind: 'player'; url: string; title?: string; width?: number; height?: number }
  | { kind: 'photo'; src: string; title?: string; width?: number; height?: number }
  | { kind: 'link'; url?: string; title?: string; description?: string; thumbnailUrl?: string };

const positive = (value: unknown) => {
  const number = toFiniteNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
};

/** What the node shows, or undefined when its data gives nothing to show. */
export function readOEmbed(node: RicosNode): OEmbedView | undefined {
  const data = nodeData(node, 'embedData');
  const oembed = asRecord(data.oembed) ?? {};
  const type = readString(oembed, 'type')?.toLowerCase();
  const html = readString(oembed, 'html');
  const title = readString(oembed, 'title')?.trim() || undefined;
  const page = readString(data, 'src')?.trim() || readString(oembed, 'url');
  const thumbnailUrl = readString(oembed, 'thumbnailUrl') ?? readString(oembed, 'thumbnail_url');

  if (type === 'photo') {
    const src = parseHttpUrl(readString(oembed, 'url'))?.href ?? parseHttpUrl(thumbnailUrl)?.href;
    if (src !== undefined)
      return {
        kind: 'photo',
        src,
        title,
        width: positive(oembed.width),
        height: positive(oembed.height),
      };
  }
  // rich and video carry markup; so may an item of an unknown type. A player that is only a
  // frame gets that frame's address in a frame of its own (its own origin, as the player needs).
  if (type !== 'link' && html !== undefined && html.trim() !== '') {
    const width = positive(oembed.width);
    const height = positive(oembed.height);
    const player = soleFrameAddress(html);
    return player !== undefined
      ? { kind: 'player', url: player, title, width, height }
      : { kind: 'markup', html, title, height };
  }
  if (page === undefined && title === undefined) return undefined;
  return {
    kind: 'link',
    url: page,
    title,
    description:
      readString(oembed, 'description') ??
      readString(oembed, 'authorName') ??
      readString(oembed, 'providerName'),
    thumbnailUrl,
  };
}

/** Markup that is one iframe and nothing else: `<iframe src="…" …></iframe>`. */
const SOLE_FRAME = /^\s*<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>\s*<\/iframe>\s*$/i;

/** The http(s) address of markup that is a single frame (a video service's player), else undefined. */
export function soleFrameAddress(html: string): string | undefined {
  const match = SOLE_FRAME.exec(html);
  const src = match?.[1] ?? match?.[2];
  return src === undefined ? undefined : htmlFrameAddress(src.replace(/&amp;/g, '&'));
}
