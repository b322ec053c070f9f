import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether a box's content is wider than the box. A box that scrolls must be reachable with the
 * keyboard, so the table's scroll box becomes focusable only then. Measured after mount (never
 * during server rendering) and again whenever the box is resized.
 */
export function useHorizontalOverflow(): [RefCallback<HTMLElement>, boolean] {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((box: HTMLElement | null) => {
    if (box === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const content = box.firstElementChild;
    if (content !== null) observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}
