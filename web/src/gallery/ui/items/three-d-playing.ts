// When a 3D item plays (spec/002 §4 "Video and 3D items"): on hover, at once (AUTO) or on click,
// by its play trigger, and only while it is on screen (playback stops when the gallery leaves the
// display). Hover is the pointer over the item or focus within it; the gallery's own hover state
// (spec/002 §4 "Item hover", which also knows touch taps and Escape) wins when it is given.

import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ThreeDPlayTrigger } from './three-d-settings.ts';

/** How far from the screen an item starts loading its viewer: one screen. */
const NEAR_MARGIN = '100%';
/** A press that moved further than this, in CSS pixels, turned the model: not a click. */
const DRAG_DISTANCE = 5;

export interface ThreeDPlayState {
  /** On screen or within a screen of it: time to load the viewer. */
  near: boolean;
  playing: boolean;
  /** Handlers for the item's box. */
  handlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onFocus: () => void;
    onBlur: () => void;
    onClick: (event: MouseEvent) => void;
  };
}

function useIntersecting(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [intersecting, setIntersecting] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new IntersectionObserver(
      (entries) => setIntersecting(entries[entries.length - 1].isIntersecting),
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return intersecting;
}

export function useThreeDPlaying(
  ref: RefObject<Element | null>,
  trigger: ThreeDPlayTrigger,
  galleryHover: boolean | undefined,
): ThreeDPlayState {
  const near = useIntersecting(ref, NEAR_MARGIN);
  const onScreen = useIntersecting(ref, '0px');
  const [pointerHover, setPointerHover] = useState(false);
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const hovered = galleryHover ?? (pointerHover || focused);
  const wanted = trigger === 'AUTO' ? true : trigger === 'CLICK' ? clicked : hovered;
  return {
    near: near || onScreen,
    playing: wanted && onScreen,
    handlers: {
      onPointerEnter: () => setPointerHover(true),
      onPointerLeave: () => setPointerHover(false),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
      onPointerDown: (event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
      },
      onClick: (event) => {
        const from = pressedAt.current;
        pressedAt.current = null;
        const moved = from && Math.hypot(event.clientX - from.x, event.clientY - from.y);
        if (!moved || moved <= DRAG_DISTANCE) setClicked((was) => !was);
      },
    },
  };
}
