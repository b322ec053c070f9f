// The mouse-follow arrow (spec/002 §4 "Mouse-follow arrow", §9): with the arrows' position
// MOUSE_CURSOR, an arrow follows the pointer while it is inside the gallery and not over a
// clickable element: the previous arrow in the start zone, the next one in the end zone. A click
// in a zone moves the gallery and goes no further (no item action). Mouse only: touch devices and
// the keyboard have their own ways; the arrow itself is hidden from assistive technology.

import { type RefObject, useEffect, useRef, useState } from 'react';
import type { HorizontalSettings } from '../horizontal-settings.ts';
import { ARROW_SHAPES } from './arrow-shapes.tsx';
import styles from './Arrows.module.css';
import { MOUSE_MOVE_THROTTLE_MS, type MouseZone, mouseZone } from './mouse-zone.ts';

const CLICKABLE = 'a[href], button, input, select, textarea, [role="button"], video[controls]';

export interface MouseFollowArrowProps {
  root: RefObject<HTMLElement | null>;
  settings: HorizontalSettings;
  maxWidthPercent: number | undefined;
  showPrevious: boolean;
  showNext: boolean;
  onPrevious(): void;
  onNext(): void;
}

interface Pointed {
  zone: MouseZone;
  x: number;
  y: number;
}

const NOWHERE: Pointed = { zone: null, x: 0, y: 0 };

export function MouseFollowArrow(props: MouseFollowArrowProps) {
  const { root, settings } = props;
  const [pointed, setPointed] = useState(NOWHERE);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    let last = -Infinity;
    const zoneAt = (event: PointerEvent | MouseEvent): Pointed => {
      const target = event.target instanceof Element ? event.target : null;
      // The items themselves lie under the zones; a control inside one (a link, a play button) does not.
      const clickable = target?.closest(CLICKABLE);
      if (clickable && !clickable.hasAttribute('data-item-id')) return NOWHERE;
      const box = element.getBoundingClientRect();
      const { maxWidthPercent, showPrevious, showNext } = latest.current;
      const x = event.clientX - box.left;
      const zone = mouseZone({
        x,
        width: box.width,
        maxWidthPercent,
        showPrevious,
        showNext,
        rightToLeft: latest.current.settings.rightToLeft,
      });
      return zone === null ? NOWHERE : { zone, x, y: event.clientY - box.top };
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.timeStamp - last < MOUSE_MOVE_THROTTLE_MS) return;
      last = event.timeStamp;
      setPointed(zoneAt(event));
    };
    const onLeave = () => setPointed(NOWHERE);
    const onClick = (event: MouseEvent) => {
      // The zone where the click is, not where the last throttled move was.
      const { zone } = zoneAt(event);
      if (zone === null) return;
      event.stopPropagation();
      event.preventDefault();
      if (zone === 'next') latest.current.onNext();
      else latest.current.onPrevious();
    };
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    element.addEventListener('click', onClick, true);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('click', onClick, true);
    };
  }, [root]);

  if (pointed.zone === null) return null;
  const { arrows, rightToLeft } = settings;
  const next = pointed.zone === 'next';
  return (
    <span
      className={[styles.follower, next === rightToLeft ? styles.mirrored : '']
        .filter(Boolean)
        .join(' ')}
      style={{ left: pointed.x, top: pointed.y, color: arrows.color }}
      data-mouse-arrow={pointed.zone}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width={arrows.size} height={arrows.size} focusable="false">
        {ARROW_SHAPES[arrows.type]}
      </svg>
    </span>
  );
}
