// The gallery is one tab stop (WAI-ARIA APG, roving tabindex): the item last focused holds
// tabIndex 0, the others -1. Arrow keys move focus to the neighbour the engine's `nearestItem`
// gives, left and right swapped right to left; Enter and Space activate the item as a click
// does; Escape leaves the hover, then the items for the gallery's container (spec/002 §5).

import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Direction } from '../../../../bindings/engine.ts';
import {
  FOCUS_FAILED,
  NO_NEIGHBOUR_FOUND,
  TARGET_ITEM_POSITION_NOT_FOUND,
} from '../model/messages.ts';
import { useLatest } from '../../react/use-latest.ts';
import { itemAt } from './item-at.ts';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const MIRRORED: Readonly<Record<Direction, Direction>> = {
  up: 'up',
  down: 'down',
  left: 'right',
  right: 'left',
};

interface RovingState {
  index: number;
  /** Whether focus is to be moved to `index` once it is drawn. */
  move: boolean;
}

export interface RovingFocus {
  /** The index of the gallery's tab stop. */
  tabStop: number;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
}

export function useRovingFocus(
  gallery: RefObject<HTMLElement | null>,
  itemsCount: number,
  rightToLeft: boolean,
  nearest: (index: number, direction: Direction) => Promise<number>,
  /** Escape leaves the hover first: true when it did, and focus stays. */
  leaveHover?: () => boolean,
): RovingFocus {
  const [roving, setRoving] = useState<RovingState>({ index: 0, move: false });
  // Where the arrow keys pressed so far lead, while the engine is still answering: a key pressed
  // before focus has moved starts from there, not from the item focus is still on.
  const route = useRef<Promise<number> | null>(null);
  // Where focus is being moved, until it is there: a key pressed in between starts from there.
  const heading = useRef<number | null>(null);
  const tabStop = Math.max(0, Math.min(roving.index, itemsCount - 1));
  const count = useLatest(itemsCount);

  useLayoutEffect(() => {
    if (!roving.move) return;
    heading.current = null;
    const element = gallery.current?.querySelector<HTMLElement>(`[data-idx="${roving.index}"]`);
    element?.focus();
    if (element == null || document.activeElement !== element) console.error(FOCUS_FAILED);
  }, [gallery, roving]);

  function moveTo(index: number) {
    heading.current = index;
    setRoving({ index, move: true });
  }

  return {
    tabStop,
    onFocus(event) {
      const item = itemAt(event.target);
      if (item !== null)
        setRoving((current) =>
          current.index === item.idx && !current.move ? current : { index: item.idx, move: false },
        );
    },
    onKeyDown(event) {
      const item = itemAt(event.target);
      if (item === null || event.altKey || event.ctrlKey || event.metaKey) return;
      const arrow = ARROWS[event.key];
      if (arrow !== undefined) {
        event.preventDefault();
        const direction = rightToLeft ? MIRRORED[arrow] : arrow;
        const from = route.current ?? Promise.resolve(heading.current ?? item.idx);
        // No neighbour that way (-1), or no engine to ask: focus stays where it is (spec/002 §8).
        const to = from.then((at) =>
          nearest(at, direction).then(
            (next) => {
              if (next >= 0) return next;
              console.warn(NO_NEIGHBOUR_FOUND);
              return at;
            },
            () => at,
          ),
        );
        route.current = to;
        to.then((next) => {
          if (route.current === to) route.current = null;
          // The items changed while the engine answered: the index is no longer laid out.
          if (next >= count.current) console.error(TARGET_ITEM_POSITION_NOT_FOUND);
          else moveTo(next);
        });
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (leaveHover?.() === true) return;
        gallery.current?.focus();
      } else if (event.key === ' ' || event.key === 'Enter') {
        // A link follows itself on Enter; everything else is clicked here.
        if (event.key === 'Enter' && item.element instanceof HTMLAnchorElement) return;
        event.preventDefault();
        item.element.click();
      }
    },
  };
}
