// The gallery's hover state (spec/002 §4 "Item hover"): one item at a time is hovered — the one
// the mouse is over, or the one focused while the visitor navigates by keyboard (accessible
// mode). Leaving the item, blurring it or Escape clears it. On touch the first tap on an item
// hovers it and does nothing else; a second tap acts as a click does and clears the hover.
// Each change raises HOVER_SET (spec/001 §4). Handled once, on the gallery's element.

import { type FocusEvent, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { GALLERY_EVENTS, type GalleryEventName, NO_HOVER } from '../../model/events.ts';
import { itemAt } from '../item-at.ts';
import type { GalleryView } from '../store.ts';

/** The index when no item is hovered. */
export const NOT_HOVERED = -1;

export interface ItemHover {
  /** The hovered item's index, or NOT_HOVERED. */
  hoveredIdx: number;
  /** For the gallery's element. */
  pointerHandlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerOver(event: PointerEvent<HTMLElement>): void;
    onPointerLeave(event: PointerEvent<HTMLElement>): void;
    onClickCapture(event: MouseEvent<HTMLElement>): void;
  };
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
  /** Escape: clears the hover; false when there was none, so Escape may leave the gallery. */
  leave(): boolean;
}

/**
 * Accessible mode: focus came by keyboard (Tab, or the arrow keys moving it). The browser's own
 * judgement of that is `:focus-visible`.
 */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** The pointer a click came from: Chromium's clicks are pointer events; elsewhere, the last press. */
function clickPointerType(event: MouseEvent, lastPress: string): string {
  const native: Event = event.nativeEvent;
  return 'pointerType' in native && typeof native.pointerType === 'string'
    ? native.pointerType
    : lastPress;
}

export function useItemHover(
  view: GalleryView | null,
  emit: (name: GalleryEventName, data: unknown) => void,
): ItemHover {
  const [hoveredIdx, setHoveredIdx] = useState(NOT_HOVERED);
  // The hover as the handlers last set it, before React has rendered it.
  const current = useRef(NOT_HOVERED);
  const lastPress = useRef('');

  function hover(idx: number) {
    if (current.current === idx) return;
    current.current = idx;
    setHoveredIdx(idx);
    const data = idx === NOT_HOVERED || view === null ? NO_HOVER : { id: view.item(idx).id, idx };
    emit(GALLERY_EVENTS.HOVER_SET, data);
  }

  return {
    hoveredIdx,
    pointerHandlers: {
      onPointerDown(event) {
        lastPress.current = event.pointerType;
      },
      onPointerOver(event) {
        // A tap also moves the pointer over the item: touch hovers by tapping (below).
        if (event.pointerType === 'touch') return;
        hover(itemAt(event.target)?.idx ?? NOT_HOVERED);
      },
      onPointerLeave(event) {
        if (event.pointerType !== 'touch') hover(NOT_HOVERED);
      },
      onClickCapture(event) {
        if (clickPointerType(event, lastPress.current) !== 'touch') return;
        const item = itemAt(event.target);
        if (item === null) return;
        if (current.current === item.idx) {
          // The second tap: the click goes on to act.
          hover(NOT_HOVERED);
          return;
        }
        // The first tap only shows the hover: no click action, no link followed.
        event.preventDefault();
        event.stopPropagation();
        hover(item.idx);
      },
    },
    onFocus(event) {
      const item = itemAt(event.target);
      if (item !== null && focusedByKeyboard(event.target)) hover(item.idx);
    },
    onBlur(event) {
      const item = itemAt(event.target);
      if (item === null || current.current !== item.idx) return;
      // Focus moving on to another item of the gallery: its focus decides.
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next) && itemAt(next) !== null)
        return;
      hover(NOT_HOVERED);
    },
    leave() {
      if (current.current === NOT_HOVERED) return false;
      hover(NOT_HOVERED);
      return true;
    },
  };
}
