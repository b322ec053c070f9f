// The slideshow's keys (spec/002 §5): Space, PageDown, Right and Down go forward; PageUp, Left
// and Up go back, left and right swapped right to left; Escape, and Down on the last item, leave
// the gallery. Enter is the item's own (it activates the item).

export type SlideKeyAction = 'NEXT' | 'PREVIOUS' | 'LEAVE';

export function slideKeyAction(
  key: string,
  rightToLeft: boolean,
  atLastItem: boolean,
): SlideKeyAction | null {
  const forwardArrow = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backArrow = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'Escape') return 'LEAVE';
  if (key === 'ArrowDown') return atLastItem ? 'LEAVE' : 'NEXT';
  if (key === ' ' || key === 'PageDown' || key === forwardArrow) return 'NEXT';
  if (key === 'PageUp' || key === 'ArrowUp' || key === backArrow) return 'PREVIOUS';
  return null;
}
