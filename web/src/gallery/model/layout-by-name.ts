// `galleryLayout` given by name, as pro-gallery names its layouts ("grid", "thumbnails", ...) or
// as spec/001 §2 does ("THUMBNAIL"), in any case: turned into its code before the option engine
// reads the options, under the current name, the legacy one or nested. The reference's option
// engine knows only codes and lays a name out as a collage (docs/layout-deviations.md row 15).

import { flattenOptions, isPlainObject } from './options/flatten.ts';
import { LAYOUT_CODES, type LayoutCode } from './options/layout-codes.ts';

/** pro-gallery's own names of its layouts, where they differ from spec/001's. */
const PRO_GALLERY_NAMES: Readonly<Record<string, LayoutCode>> = {
  thumbnails: LAYOUT_CODES.THUMBNAIL,
  'magic-deprecated': LAYOUT_CODES.MAGIC,
};

const FLAT_NAMES = ['layoutParams_structure_galleryLayout', 'galleryLayout'] as const;

/** The code a layout name stands for; undefined for anything else (codes included). */
export function layoutCodeOfName(value: unknown): LayoutCode | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  const lower = name.toLowerCase();
  if (lower in PRO_GALLERY_NAMES) return PRO_GALLERY_NAMES[lower];
  const upper = name.toUpperCase().replace(/-/g, '_');
  return Object.hasOwn(LAYOUT_CODES, upper)
    ? LAYOUT_CODES[upper as keyof typeof LAYOUT_CODES]
    : undefined;
}

/**
 * The raw options, flattened, with every layout name replaced by its code; the raw options
 * themselves when they name no layout (so nothing else changes) or are not an object.
 */
export function withLayoutCodes(raw: unknown): unknown {
  if (!isPlainObject(raw)) return raw;
  const flat = flattenOptions(raw);
  let named = false;
  for (const key of FLAT_NAMES) {
    const code = layoutCodeOfName(flat[key]);
    if (code === undefined) continue;
    flat[key] = code;
    named = true;
  }
  return named ? flat : raw;
}
