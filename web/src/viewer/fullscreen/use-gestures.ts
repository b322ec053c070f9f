// The pointer on the full-screen stage (mouse, pen and touch alike, through pointer events):
// a horizontal swipe moves to the next or previous item, the wheel, a pinch and a double click
// zoom the picture, and a drag pans it while zoomed. The arithmetic is in zoom.ts and
// navigation.ts; this hook keeps the pointers and the view.

import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLatest } from '../../react/use-latest.ts';
import { type Direction, swipeStep } from './navigation.ts';
import {
  DOUBLE_CLICK_SCALE,
  isZoomed,
  panBy,
  type Point,
  type Size,
  UNZOOMED,
  type View,
  wheelScale,
  zoomAt,
} from './zoom.ts';

/** How far a pointer moves before a press becomes a drag (a click stays a click). */
const DRAG_SLOP_PX = 6;

interface Drag {
  start: Point;
  startView: View;
  moved: boolean;
  pinch?: { distance: number; middle: Point };
}

export interface GestureOptions {
  stage: RefObject<HTMLElement | null>;
  content: RefObject<HTMLElement | null>;
  /** Whether the picture zooms (images do, players do not). */
  zoomable: boolean;
  direction: Direction;
  onStep(step: 1 | -1): void;
}

/** Elements whose own pointer handling wins (a player's controls, the buttons). */
function ownsPointer(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('video, audio, iframe, button') !== null;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The picture's own size (before its transform) and the stage's. */
function measure(content: HTMLElement | null, stage: HTMLElement | null): [Size, Size] {
  return [
    { width: content?.offsetWidth ?? 0, height: content?.offsetHeight ?? 0 },
    { width: stage?.clientWidth ?? 0, height: stage?.clientHeight ?? 0 },
  ];
}

/** A client point as seen from the stage's centre. */
function fromCentre(stage: HTMLElement | null, point: Point): Point {
  const rect = stage?.getBoundingClientRect();
  if (!rect) return { x: 0, y: 0 };
  return { x: point.x - rect.left - rect.width / 2, y: point.y - rect.top - rect.height / 2 };
}

export function useGestures({ stage, content, zoomable, direction, onStep }: GestureOptions) {
  const [view, setView] = useState<View>(UNZOOMED);
  const [swipe, setSwipe] = useState(0);
  const [dragging, setDragging] = useState(false);
  const latest = useLatest({ view, zoomable, direction, onStep });
  const pointers = useRef(new Map<number, Point>());
  const drag = useRef<Drag | undefined>(undefined);
  const lastDragMoved = useRef(false);

  const sizes = (): [Size, Size] => measure(content.current, stage.current);
  const zoomTo = (scale: number, at: Point = { x: 0, y: 0 }) => {
    if (!latest.current.zoomable) return;
    setView((current) => zoomAt(current, scale, at, ...sizes()));
  };

  // The wheel zooms rather than scrolls: a listener that may cancel (React's onWheel is passive).
  useEffect(() => {
    const area = stage.current;
    if (!area) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (!latest.current.zoomable) return;
      const at = fromCentre(area, { x: event.clientX, y: event.clientY });
      const [box, room] = measure(content.current, area);
      setView((current) =>
        zoomAt(current, wheelScale(current.scale, event.deltaY, event.deltaMode), at, box, room),
      );
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => area.removeEventListener('wheel', onWheel);
  }, [stage, content, latest]);

  const begin = (view: View) => {
    const points = [...pointers.current.values()];
    if (points.length >= 2 && latest.current.zoomable) {
      const [a, b] = points as [Point, Point];
      drag.current = {
        start: a,
        startView: view,
        moved: true,
        pinch: { distance: distance(a, b), middle: middle(a, b) },
      };
    } else if (points.length >= 1) {
      drag.current = { start: points[0] as Point, startView: view, moved: false };
    } else {
      drag.current = undefined;
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (ownsPointer(event.target)) return;
    lastDragMoved.current = false;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    begin(latest.current.view);
    if (drag.current?.pinch) {
      setSwipe(0);
      setDragging(true);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const current = drag.current;
    if (!current) return;
    const [content, area] = sizes();
    if (current.pinch) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const mid = middle(a, b);
      const scale = (current.startView.scale * distance(a, b)) / current.pinch.distance;
      const zoomed = zoomAt(
        current.startView,
        scale,
        fromCentre(stage.current, current.pinch.middle),
        content,
        area,
      );
      setView(
        panBy(
          zoomed,
          mid.x - current.pinch.middle.x,
          mid.y - current.pinch.middle.y,
          content,
          area,
        ),
      );
      return;
    }
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_SLOP_PX) return;
      current.moved = true;
      // Captured only once it is a drag, so a plain click still lands on what was pressed.
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    if (isZoomed(current.startView)) setView(panBy(current.startView, dx, dy, content, area));
    else setSwipe(dx);
  };

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = drag.current;
    if (current?.moved) lastDragMoved.current = true;
    if (current && !current.pinch && current.moved && !isZoomed(current.startView)) {
      const step = cancelled
        ? 0
        : swipeStep(event.clientX - current.start.x, latest.current.direction);
      setSwipe(0);
      if (step !== 0) latest.current.onStep(step);
    }
    // A pinch that lifts one finger goes on as a pan from where the picture is now.
    begin(latest.current.view);
    if (drag.current) drag.current.moved = true;
    if (pointers.current.size === 0) setDragging(false);
  };

  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    if (!latest.current.zoomable) return;
    if (isZoomed(latest.current.view)) setView(UNZOOMED);
    else
      zoomTo(DOUBLE_CLICK_SCALE, fromCentre(stage.current, { x: event.clientX, y: event.clientY }));
  };

  /** Whether the click that follows a press was the end of a drag (and so is no click). */
  const takeDragClick = () => {
    const moved = lastDragMoved.current;
    lastDragMoved.current = false;
    return moved;
  };

  const zoomBy = (factor: number) => zoomTo(latest.current.view.scale * factor);
  const resetZoom = () => setView(UNZOOMED);

  return {
    view,
    swipe,
    dragging,
    zoomBy,
    resetZoom,
    takeDragClick,
    stageHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
    },
    onDoubleClick,
  };
}
