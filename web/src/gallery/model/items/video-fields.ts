// A video's (or 3D item's) poster pictures and encodings (spec/002 §3: poster, posters,
// customPoster, qualities).

import { safeMediaAddress } from './safe-media-address.ts';
import { numberOf, objectOf, stringOf } from './fields.ts';
import type { Poster, VideoQuality } from './types.ts';

/** A poster given as an address or as { url, width, height }. */
export function posterOf(value: unknown): Poster | undefined {
  const fields = objectOf(value);
  const url = safeMediaAddress(fields === undefined ? value : fields.url);
  if (url === undefined) return undefined;
  const poster: Poster = { url };
  const width = numberOf(fields?.width);
  const height = numberOf(fields?.height);
  if (width !== undefined) poster.width = width;
  if (height !== undefined) poster.height = height;
  return poster;
}

export function postersOf(value: unknown): Poster[] {
  if (!Array.isArray(value)) return [];
  return value.map(posterOf).filter((poster) => poster !== undefined);
}

function area(poster: Poster): number {
  return (poster.width ?? 0) * (poster.height ?? 0);
}

/** The picture to show before playing: the custom poster, the poster, or the largest poster. */
export function posterUrlOf(
  customPoster: string | undefined,
  poster: Poster | undefined,
  posters: readonly Poster[],
): string | undefined {
  if (customPoster !== undefined) return customPoster;
  if (poster !== undefined) return poster.url;
  let largest: Poster | undefined;
  for (const candidate of posters)
    if (!largest || area(candidate) > area(largest)) largest = candidate;
  return largest?.url;
}

export function qualitiesOf(value: unknown): VideoQuality[] {
  if (!Array.isArray(value)) return [];
  const qualities: VideoQuality[] = [];
  for (const entry of value) {
    const fields = objectOf(entry);
    if (fields === undefined) continue;
    const quality: VideoQuality = {};
    const name = stringOf(fields.quality);
    const width = numberOf(fields.width);
    const height = numberOf(fields.height);
    const url = safeMediaAddress(fields.url);
    if (name !== undefined) quality.quality = name;
    if (width !== undefined) quality.width = width;
    if (height !== undefined) quality.height = height;
    if (url !== undefined) quality.url = url;
    qualities.push(quality);
  }
  return qualities;
}
