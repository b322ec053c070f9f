// The item's type (spec/002 §3): image, video, text, 3d or dummy; the short codes v (video),
// h (an html item, that is text) and 3d are accepted; anything else is an image.

export const ITEM_TYPES = ['image', 'video', 'text', '3d', 'dummy'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

const SHORT_CODES: Readonly<Record<string, ItemType>> = { v: 'video', h: 'text', '3d': '3d' };

export function itemTypeOf(value: unknown): ItemType {
  if (typeof value !== 'string') return 'image';
  const name = value.trim().toLowerCase();
  return SHORT_CODES[name] ?? ITEM_TYPES.find((type) => type === name) ?? 'image';
}
