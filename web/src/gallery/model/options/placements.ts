// Info placements (spec/001 §3 "info"): one placement or a comma-separated list of them.

export function placementList(placement: unknown): string[] {
  return typeof placement === 'string' ? placement.split(',').map((part) => part.trim()) : [];
}

const HOVER = 'OVERLAY';
const VERTICAL = new Set(['ABOVE', 'BELOW', 'ALTERNATE_VERTICALLY']);

/** Shown on the item on hover (OVERLAY). */
export const hasHoverPlacement = (placement: unknown) => placementList(placement).includes(HOVER);
/** Shown above or below the item. */
export const hasVerticalPlacement = (placement: unknown) =>
  placementList(placement).some((p) => VERTICAL.has(p));
export const hasAboveOrBelowPlacement = (placement: unknown) =>
  placementList(placement).some((p) => p === 'ABOVE' || p === 'BELOW');
/** Shown beside the item. */
export const hasHorizontalPlacement = (placement: unknown) =>
  placementList(placement).some(
    (p) => p === 'LEFT' || p === 'RIGHT' || p === 'ALTERNATE_HORIZONTALLY',
  );

/** The placements other than on-hover. */
export function nonHoverPlacements(placement: unknown): string[] {
  return placementList(placement).filter((p) => p !== HOVER);
}
