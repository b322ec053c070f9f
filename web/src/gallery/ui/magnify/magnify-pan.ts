// Where a magnified picture sits over its item (spec/002 §4 "Magnify", §5: "Magnification keeps
// the panned image inside the item"). The picture is the item's size scaled by `scale` from its
// top-left corner, then moved by `pan`; it covers the item exactly when each edge of it is at or
// beyond the item's edge, so each offset lies between size × (1 − scale) and 0.

export interface Pan {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const NO_PAN: Pan = { x: 0, y: 0 };

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The nearest pan to `pan` that keeps the picture over the whole item. */
export function clampPan(pan: Pan, item: Size, scale: number): Pan {
  const s = Math.max(scale, 1);
  return {
    x: clamp(pan.x, item.width * (1 - s), 0),
    y: clamp(pan.y, item.height * (1 - s), 0),
  };
}

/** The pan that keeps the point `at` of the item (item coordinates) where it was when magnifying. */
export function panAround(at: Pan, item: Size, scale: number): Pan {
  return clampPan({ x: at.x * (1 - scale), y: at.y * (1 - scale) }, item, scale);
}

/** The pan after a drag of `by` from the pan `from`. */
export function panBy(from: Pan, by: Pan, item: Size, scale: number): Pan {
  return clampPan({ x: from.x + by.x, y: from.y + by.y }, item, scale);
}
