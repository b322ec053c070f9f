// Whether an element is near the viewport (spec/000 §9: "Images are observed with a 150% vertical
// margin"): true once it comes within one and a half viewport heights, and from then on.

import { type RefObject, useEffect, useState } from 'react';

/** spec/000 §9: images are observed with a 150 % vertical margin. */
export const IMAGE_OBSERVER_MARGIN = '150% 0px';

export function useNearViewport(target: RefObject<Element | null>, initially: boolean): boolean {
  // Without an observer to ask (old browsers), everything counts as near.
  const [near, setNear] = useState(initially || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // The document's own viewport: with the implicit root, a page inside a frame would be
      // measured against the top window, where the margin does not apply.
      { root: element.ownerDocument, rootMargin: IMAGE_OBSERVER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}
