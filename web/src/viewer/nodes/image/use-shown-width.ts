// The width to ask of the media host for an image: the estimate the server used, then the box's
// measured width stepped up — only ever growing, as a picture fetched wider still shows sharply
// when its box shrinks. A resize is measured once it has settled for 250 ms (spec/000 §9 "Image
// relayout debounce 250 ms").

import { type RefObject, useEffect, useState } from 'react';
import { stepUp } from './image-size.ts';

/** spec/000 §9: image relayout debounce 250 ms. */
export const IMAGE_RELAYOUT_DEBOUNCE_MS = 250;

export function useShownWidth(
  box: RefObject<Element | null>,
  estimate: number | undefined,
): number | undefined {
  const [width, setWidth] = useState(estimate);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0)
        setWidth((current) =>
          current !== undefined && current >= measured ? current : stepUp(measured),
        );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, IMAGE_RELAYOUT_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [box]);
  return width;
}
