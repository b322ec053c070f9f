// The gallery options the demo's controls produce (nested form, spec/001 names).

export const LAYOUTS = [
  { code: 1, label: 'Masonry' },
  { code: 2, label: 'Grid' },
] as const;

export type DemoLayout = (typeof LAYOUTS)[number]['code'];

export function demoOptions(galleryLayout: DemoLayout, itemSpacing: number) {
  return {
    layoutParams: {
      structure: { galleryLayout, layoutOrientation: 'VERTICAL', itemSpacing },
    },
  };
}
