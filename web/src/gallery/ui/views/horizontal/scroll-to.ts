// A slide that scrolls: the scroller's offset moves to the target along the slide transition's
// curve over the navigation duration, one step a frame (spec/002 §4, §9). Offsets are measured
// from the gallery's start: right to left, Chromium's scrollLeft runs from 0 down to negative.

import type { Easing } from './easing.ts';

export function readOffset(scroller: HTMLElement, rightToLeft: boolean): number {
  return rightToLeft ? -scroller.scrollLeft : scroller.scrollLeft;
}

export function writeOffset(scroller: HTMLElement, rightToLeft: boolean, offset: number): void {
  scroller.scrollLeft = rightToLeft ? -offset : offset;
}

/** Scrolls to `target`; resolves when there. `cancel` stops it where it is. */
export function scrollTo(
  scroller: HTMLElement,
  rightToLeft: boolean,
  target: number,
  durationMs: number,
  easing: Easing,
): { done: Promise<void>; cancel(): void } {
  const from = readOffset(scroller, rightToLeft);
  let frame = 0;
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  if (durationMs <= 0 || from === target) {
    writeOffset(scroller, rightToLeft, target);
    finish();
    return { done, cancel: () => {} };
  }
  const started = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / durationMs);
    writeOffset(scroller, rightToLeft, from + (target - from) * easing(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  frame = requestAnimationFrame(step);
  return {
    done,
    cancel() {
      cancelAnimationFrame(frame);
      finish();
    },
  };
}
