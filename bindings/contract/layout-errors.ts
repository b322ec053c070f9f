// The layout errors both backends report (crates/layout/src/error.rs): one code per error,
// messages verbatim from spec/002 §8. bindings/wasm/tables.test.ts compares this table with the
// one the wasm module exports.

export const LAYOUT_ERRORS = {
  1: 'Layouter: cannot create layout, galleryWidth is undefined or 0',
  2: 'Layouter: cannot create layout, targetItemSize is undefined or 0',
  3: 'Layouter: the layout parameter block is malformed',
  4: 'Layouter: this layout is not available in this engine version',
  5: 'Layouter: cannot create layout, galleryWidth is over 10000000 px',
  6: 'Cannot create layout, maxLoops reached!!!',
} as const;

export type LayoutErrorCode = keyof typeof LAYOUT_ERRORS;

export const ERROR_GALLERY_WIDTH: LayoutErrorCode = 1;
export const ERROR_TARGET_ITEM_SIZE: LayoutErrorCode = 2;
export const ERROR_BAD_PARAMS: LayoutErrorCode = 3;
export const ERROR_UNSUPPORTED: LayoutErrorCode = 4;
export const ERROR_GALLERY_TOO_WIDE: LayoutErrorCode = 5;
export const ERROR_MAX_LOOPS: LayoutErrorCode = 6;
