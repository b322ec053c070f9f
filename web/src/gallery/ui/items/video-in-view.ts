// Whether the video item is on screen (spec/002 §4 "When the gallery leaves display, media
// playback stops"): some of it inside the viewport, in a page that is not hidden.

import { type RefObject, useEffect, useState } from 'react';

export function useInView(ref: RefObject<Element | null>): boolean {
  const [intersecting, setIntersecting] = useState(false);
  const [pageShown, setPageShown] = useState(() => document.visibilityState !== 'hidden');

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new IntersectionObserver((entries) =>
      setIntersecting(entries.at(-1)?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const update = () => setPageShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  return intersecting && pageShown;
}
