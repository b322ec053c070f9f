// Which address a video item plays and which poster it shows (spec/002 §3: videoUrl, qualities,
// posterUrl). Addresses are untrusted: relative ones are read against the page, and only http(s)
// ones are kept, so no `javascript:` or `data:` address reaches a src.

import type { ItemModel, VideoQuality } from '../../model/items/types.ts';

/** The address as an absolute http(s) one, or null. */
export function httpAddress(address: string | undefined): string | null {
  if (address === undefined || address.trim() === '') return null;
  try {
    const url = new URL(address.trim(), document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The encoding to play at a height on screen of `pixels` device pixels: the smallest at least that
 * tall, else the tallest. Undefined when no quality has an address and a height.
 */
export function qualityFor(
  qualities: readonly VideoQuality[],
  pixels: number,
): VideoQuality | undefined {
  const usable = qualities
    .filter((q) => q.url !== undefined && q.height !== undefined)
    .sort((a, b) => a.height! - b.height!);
  return usable.find((q) => q.height! >= pixels) ?? usable.at(-1);
}

/** The address to play: the best-fitting encoding of an uploaded video, else the item's videoUrl. */
export function videoSource(item: ItemModel, height: number): string | null {
  const fromQualities = item.isExternal
    ? undefined
    : qualityFor(item.qualities, height * Math.min(2, globalThis.devicePixelRatio || 1))?.url;
  return httpAddress(fromQualities ?? item.videoUrl ?? item.url);
}
