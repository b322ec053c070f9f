// Auto-slide for a horizontal view (spec/002 §4 "Auto-slide", §9): INTERVAL asks the slide
// navigator for the next slide every interval (back to the first after the last unless the
// gallery loops), raising the navigation events as any slide does; CONTINUOUS scrolls the
// scroller at the speed, a step a frame, wrapping at the end. It watches what blocks it: the
// gallery out of view, paused with the play/pause button, keyboard focus inside, hover with
// pause-on-hover, the visitor's own scroll; when the block state changes it restarts or stops,
// and a hover freezes continuous scrolling where it stands.

import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import type { FlatOptions } from '../../../../model/index.ts';
import type { HorizontalSettings } from '../horizontal-settings.ts';
import { readOffset, writeOffset } from '../scroll-to.ts';
import type { SlideNavigator } from '../slide-navigator.ts';
import {
  type AutoSlideState,
  type BlockReason,
  blockReason,
  continuousOffset,
  USER_SCROLL_HOLD_MS,
} from './auto-slide-rules.ts';
import { type AutoSlideSettings, autoSlideSettings } from './auto-slide-settings.ts';

/** Marks the play/pause button: keyboard focus on it does not stop auto-slide. */
export const AUTO_SLIDE_TOGGLE_ATTRIBUTE = 'data-auto-slide-toggle';

export interface AutoSlideInput {
  root: RefObject<HTMLElement | null>;
  scroller: RefObject<HTMLElement | null>;
  navigator: SlideNavigator;
  options: FlatOptions;
  settings: HorizontalSettings;
  reducedMotion: boolean;
  /** How many times the drawn layout holds the items, and its width. */
  copies: number;
  layoutWidth: number;
}

export interface AutoSlide {
  settings: AutoSlideSettings;
  /** Why auto-slide does not run, or null while it runs. */
  blocked: BlockReason | null;
  paused: boolean;
  togglePaused(): void;
  /** The host's play and pause (the navigation API): the same as the play/pause button's. */
  setPaused(paused: boolean): void;
}

const FREE: AutoSlideState = {
  inView: true,
  paused: false,
  keyboardFocused: false,
  hovered: false,
  userScrolling: false,
};

export function useAutoSlide(input: AutoSlideInput): AutoSlide {
  const { root, scroller, navigator, settings, reducedMotion, copies, layoutWidth } = input;
  const auto = useMemo(() => autoSlideSettings(input.options), [input.options]);
  const [state, setState] = useState(FREE);
  const on = auto.behaviour !== 'OFF';
  const update = useCallback(
    (change: Partial<AutoSlideState>) =>
      setState((was) =>
        Object.entries(change).every(([key, value]) => was[key as keyof AutoSlideState] === value)
          ? was
          : { ...was, ...change },
      ),
    [],
  );
  useBlockWatchers(root, scroller, on, update);

  const blocked = blockReason(state, {
    behaviour: auto.behaviour,
    pauseOnHover: auto.pauseOnHover,
    scrollBlocked: settings.blockScroll,
    reducedMotion,
  });
  const running = blocked === null;

  useEffect(() => {
    if (!running || auto.behaviour !== 'INTERVAL') return;
    const timer = setInterval(() => {
      if (navigator.next()) return;
      const { atEnd, sliding } = navigator.getSnapshot();
      // Auto-slide wraps around the items (spec/002 §4).
      if (atEnd && !sliding) navigator.toIndex(0);
    }, auto.intervalMs);
    return () => clearInterval(timer);
  }, [running, auto.behaviour, auto.intervalMs, navigator]);

  const copyWidth = copies > 1 ? layoutWidth / copies : 0;
  useEffect(() => {
    const element = scroller.current;
    if (!running || auto.behaviour !== 'CONTINUOUS' || element === null) return;
    const rightToLeft = settings.rightToLeft;
    let frame = 0;
    let last = NaN;
    let position = readOffset(element, rightToLeft);
    let written = position;
    const step = (now: number) => {
      frame = requestAnimationFrame(step);
      // An arrow's or a key's slide runs: continuous scrolling goes on from where it lands.
      if (navigator.getSnapshot().sliding) {
        last = NaN;
        return;
      }
      const offset = readOffset(element, rightToLeft);
      if (Math.abs(offset - written) > 1) position = offset;
      const elapsed = Number.isNaN(last) ? 0 : Math.min(now - last, 100);
      last = now;
      // Snapping would pull each step back to an item.
      element.style.scrollSnapType = 'none';
      const maxOffset = element.scrollWidth - element.clientWidth;
      position = continuousOffset(position, elapsed, auto.speed, { maxOffset, copyWidth });
      writeOffset(element, rightToLeft, position);
      written = readOffset(element, rightToLeft);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running, auto.behaviour, auto.speed, copyWidth, settings.rightToLeft, navigator, scroller]);

  const paused = state.paused;
  const togglePaused = useCallback(() => update({ paused: !paused }), [update, paused]);
  const setPaused = useCallback((value: boolean) => update({ paused: value }), [update]);
  return { settings: auto, blocked, paused, togglePaused, setPaused };
}

/** Keeps the view, hover, keyboard focus and the visitor's scroll up to date while auto-slide
 *  is on. */
function useBlockWatchers(
  root: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
  on: boolean,
  update: (change: Partial<AutoSlideState>) => void,
) {
  useEffect(() => {
    const element = root.current;
    const scrolling = scroller.current;
    if (!on || element === null || scrolling === null) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry !== undefined) update({ inView: entry.isIntersecting });
    });
    observer.observe(element);

    const hover = (hovered: boolean) => (event: PointerEvent) => {
      if (event.pointerType !== 'touch') update({ hovered });
    };
    const enter = hover(true);
    const leave = hover(false);
    // Accessible mode: the visitor moves by keyboard (the focus ring shows).
    const focusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const onToggle = target.closest(`[${AUTO_SLIDE_TOGGLE_ATTRIBUTE}]`) !== null;
      update({ keyboardFocused: !onToggle && target.matches(':focus-visible') });
    };
    const focusOut = (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to === null || !element.contains(to)) update({ keyboardFocused: false });
    };
    let hold: ReturnType<typeof setTimeout> | undefined;
    const userScroll = () => {
      update({ userScrolling: true });
      clearTimeout(hold);
      hold = setTimeout(() => update({ userScrolling: false }), USER_SCROLL_HOLD_MS);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    const scrollEvents = ['wheel', 'touchstart', 'touchmove'] as const;
    for (const name of scrollEvents)
      scrolling.addEventListener(name, userScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
      for (const name of scrollEvents) scrolling.removeEventListener(name, userScroll);
      clearTimeout(hold);
    };
  }, [root, scroller, on, update]);
}
