// The width to ask of the media host for an image: the estimate the server used, then the box's
// measured width stepped up — only ever growing, as a picture fetched wider still shows sharply
// when its box shrinks.

import { type RefObject, useEffect, useState } from 'react';
import { stepUp } from './image-size.ts';

export function useShownWidth(
  box: RefObject<Element | null>,
  estimate: number | undefined,
): number | undefined {
  const [width, setWidth] = useState(estimate);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const grow = (measured: number) => {
      if (measured > 0)
        setWidth((current) =>
          current !== undefined && current >= measured ? current : stepUp(measured),
        );
    };
    grow(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && grow(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}
