// Layout codes of spec/001 §2.

export const LAYOUT_CODES = {
  JSON_FIXED: -3,
  DESIGNED_PRESET: -2,
  EMPTY: -1,
  COLLAGE: 0,
  MASONRY: 1,
  GRID: 2,
  THUMBNAIL: 3,
  SLIDER: 4,
  SLIDESHOW: 5,
  PANORAMA: 6,
  COLUMN: 7,
  MAGIC: 8,
  FULLSIZE: 9,
  BRICKS: 10,
  MIX: 11,
  ALTERNATE: 12,
} as const;

export type LayoutName = keyof typeof LAYOUT_CODES;
export type LayoutCode = (typeof LAYOUT_CODES)[LayoutName];

const CODES = new Set<number>(Object.values(LAYOUT_CODES));

export function isLayoutCode(value: unknown): value is LayoutCode {
  return typeof value === 'number' && CODES.has(value);
}

/** The layout's name for a code; an unknown code is a collage (spec/001 §2). */
export function layoutName(code: unknown): LayoutName {
  const found = (Object.keys(LAYOUT_CODES) as LayoutName[]).find(
    (name) => LAYOUT_CODES[name] === code,
  );
  return found ?? 'COLLAGE';
}
