// The gallery options the demo's controls produce (nested form, spec/001 names). The demo shows
// the layouts that scroll down the page; each gets its preset from the option engine.

export const LAYOUTS = [
  { code: 0, label: 'Collage' },
  { code: 1, label: 'Masonry' },
  { code: 2, label: 'Grid' },
  { code: 10, label: 'Bricks' },
  { code: 11, label: 'Mix' },
  { code: 12, label: 'Alternate' },
] as const;

export type DemoLayout = (typeof LAYOUTS)[number]['code'];

/** Masonry runs in columns here; the other layouts take their orientation from their preset. */
const VERTICAL_ONLY: ReadonlySet<DemoLayout> = new Set([1]);

export function demoOptions(galleryLayout: DemoLayout, itemSpacing: number) {
  const structure = VERTICAL_ONLY.has(galleryLayout)
    ? { galleryLayout, layoutOrientation: 'VERTICAL', itemSpacing }
    : { galleryLayout, itemSpacing };
  return { layoutParams: { structure } };
}
