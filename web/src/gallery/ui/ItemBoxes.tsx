// What a flung gallery draws (use-viewport-band.ts): each item near the viewport as an empty box
// at its place, as an item looks before its picture loads. Boxes are matched by position in the
// list, not by item, so a fling moves the same few elements from frame to frame instead of
// making and dropping whole items: nothing a fling passes by is read, drawn or collected.

import { memo } from 'react';
import { RECT_STRIDE } from '../../../../bindings/engine.ts';
import styles from './Gallery.module.css';

interface ItemBoxesProps {
  /** The layout's rects: left, top, width, height per item. */
  rects: Float64Array;
  /** The items to draw as boxes, in order. */
  indices: readonly number[];
}

export const ItemBoxes = memo(function ItemBoxes({ rects, indices }: ItemBoxesProps) {
  return indices.map((index, slot) => {
    const at = index * RECT_STRIDE;
    return (
      <div
        key={slot}
        className={styles.box}
        style={{ left: rects[at], top: rects[at + 1], width: rects[at + 2], height: rects[at + 3] }}
        aria-hidden="true"
      />
    );
  });
});
