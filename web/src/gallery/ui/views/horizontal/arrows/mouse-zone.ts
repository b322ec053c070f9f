// The zones of the mouse-follow arrow (spec/002 §4 "Mouse-follow arrow", §9): a zone at each side
// of the gallery, as wide as the configured share (mouseCursorContainerMaxWidth, 10 to 100 %) but
// at most half of it while both arrows show, the whole of it for a sole arrow.

/** spec/002 §9: the mouse is followed at most every 50 ms. */
export const MOUSE_MOVE_THROTTLE_MS = 50;

export type MouseZone = 'previous' | 'next' | null;

export interface ZoneInput {
  /** The pointer's distance from the gallery's left edge, and the gallery's width. */
  x: number;
  width: number;
  /** The configured zone share in percent; undefined for no limit. */
  maxWidthPercent: number | undefined;
  showPrevious: boolean;
  showNext: boolean;
  rightToLeft: boolean;
}

export function mouseZone(input: ZoneInput): MouseZone {
  const { x, width, showPrevious, showNext, rightToLeft } = input;
  if (width <= 0 || x < 0 || x > width || (!showPrevious && !showNext)) return null;
  const limit = input.maxWidthPercent ?? 100;
  const share = Math.min(Math.max(limit, 10), showPrevious && showNext ? 50 : 100) / 100;
  const zone = share * width;
  // Previous is at the start side: the left, or the right in right to left.
  const [left, right]: MouseZone[] = rightToLeft ? ['next', 'previous'] : ['previous', 'next'];
  const shown = (side: MouseZone) => (side === 'previous' ? showPrevious : showNext);
  if (x < zone && shown(left)) return left;
  if (x > width - zone && shown(right)) return right;
  return null;
}
