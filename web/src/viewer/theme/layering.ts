// Layering (spec/000 §9): a base z-index per device and fixed steps above it for overlays.

export const BASE_Z_INDEX = { desktop: 5000, mobile: 100000 } as const;

export const Z_INDEX_STEPS = {
  toolbar: 100,
  popup: 200,
  drawer: 300,
  dialog: 300,
  tooltip: 400,
  notification: 500,
} as const;

export type Layer = keyof typeof Z_INDEX_STEPS;

export function zIndexes(isMobile: boolean, base?: number): Record<'base' | Layer, number> {
  const start = base ?? (isMobile ? BASE_Z_INDEX.mobile : BASE_Z_INDEX.desktop);
  const layers = { base: start } as Record<'base' | Layer, number>;
  for (const [layer, step] of Object.entries(Z_INDEX_STEPS)) layers[layer as Layer] = start + step;
  return layers;
}
