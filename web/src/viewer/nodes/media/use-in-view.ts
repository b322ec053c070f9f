// Whether a media block is on screen (spec/000 §4: a video with autoplay plays when scrolled into
// view and pauses when scrolled out). False on the server and until the browser has measured.

import { type RefObject, useEffect, useState } from 'react';

export function useInView(ref: RefObject<Element | null>, enabled = true): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null) return;
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.at(-1)?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled && inView;
}
