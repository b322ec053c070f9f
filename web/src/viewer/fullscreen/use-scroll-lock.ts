// The page does not scroll behind the full-screen viewer: the root's overflow is hidden while it
// is open (the scrollbar's width kept as padding, so the page does not shift sideways) and put
// back as it was on close. Counted, so two open viewers release the page only once both close.

import { useEffect } from 'react';

let locks = 0;
let restore: (() => void) | undefined;

function lockPage(): () => void {
  const root = document.documentElement;
  const body = document.body;
  const scrollbar = window.innerWidth - root.clientWidth;
  const saved = { overflow: root.style.overflow, paddingRight: body.style.paddingRight };
  const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${padding + scrollbar}px`;
  return () => {
    root.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
  };
}

export function useScrollLock(): void {
  useEffect(() => {
    if (locks++ === 0) restore = lockPage();
    return () => {
      if (--locks === 0) {
        restore?.();
        restore = undefined;
      }
    };
  }, []);
}
