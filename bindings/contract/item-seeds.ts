// The per-item seed a collage in columns picks group types by (spec/002 §3: items carry a seed,
// or a hash or mediaUrl): the item's own seed when it is a positive number, else the sum of the
// character codes of its hash, mediaUrl or id (observed of pro-gallery 5.0.148: ids whose codes
// sum to the same number get the same groups).

export interface SeededItem {
  seed?: unknown;
  hash?: unknown;
  mediaUrl?: unknown;
  id?: unknown;
}

function codeSum(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) >>> 0;
  return sum;
}

export function itemSeed(item: SeededItem): number {
  if (typeof item.seed === 'number' && Number.isFinite(item.seed) && item.seed > 0)
    return Math.floor(item.seed) >>> 0;
  const key = [item.hash, item.mediaUrl, item.id].find(
    (value) => typeof value === 'string' && value !== '',
  );
  return typeof key === 'string' ? codeSum(key) : 0;
}

/** The seeds of `items`, one per item, as the engine takes them. */
export function itemSeeds(items: readonly SeededItem[]): Uint32Array {
  return Uint32Array.from(items, itemSeed);
}
