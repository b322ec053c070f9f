// Moving through the full-screen viewer's items: the index wraps around at both ends, and in a
// right-to-left page "next" lies to the left — for arrow keys and for swipes alike.

/** A horizontal swipe at least this long (CSS pixels) moves to the next or previous item. */
export const SWIPE_DISTANCE_PX = 50;

export type Direction = 'ltr' | 'rtl';

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** +1 (next), -1 (previous) or 0 for a key. */
export function keyStep(key: string, direction: Direction): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === backward ? -1 : 0;
}

/** +1, -1 or 0 for a swipe that moved the picture by dx: the picture follows the finger, so a
 *  swipe towards the start of the line brings the next item in. */
export function swipeStep(dx: number, direction: Direction): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE_PX) return 0;
  const towardsStart = direction === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}

/** The items either side of `index` (none when there is only one). */
export function neighbourIndexes(index: number, count: number): number[] {
  if (count <= 1) return [];
  const next = wrapIndex(index + 1, count);
  const previous = wrapIndex(index - 1, count);
  return next === previous ? [next] : [previous, next];
}
