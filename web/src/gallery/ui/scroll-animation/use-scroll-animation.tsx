// An item's scroll animation (spec/001 §3, spec/002 §9): the classes, delay and colour cover the
// item element takes, waiting until the item first comes into view. None when the visitor
// prefers reduced motion.

import { type CSSProperties, type ReactNode, type RefCallback, useCallback, useState } from 'react';
import type { ItemModel } from '../../model/index.ts';
import { useImageAddress } from '../items/use-image-address.ts';
import { onceInView } from './in-view.ts';
import styles from './scroll-animation.module.css';
import { type ScrollAnimation, scrollAnimationDelay } from './scroll-animations.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

export interface ScrollAnimationProps {
  ref?: RefCallback<HTMLElement>;
  className?: string;
  style?: CSSProperties;
  'data-scroll-animation'?: ScrollAnimation;
}

export interface ItemScrollAnimation {
  /** Spread on the item element. */
  props: ScrollAnimationProps;
  /** A colour over the item that fades away (ONE_COLOR, MAIN_COLOR), else null. */
  cover: ReactNode;
}

const NONE: ItemScrollAnimation = { props: {}, cover: null };

/**
 * The items that have played their animation. An item far from the viewport leaves the DOM
 * (spec/002 §9) and comes back at rest: it plays once. The gallery's reader keeps one model per
 * item, so the model stands for the item.
 */
const played = new WeakSet<ItemModel>();

export interface ScrollAnimated {
  animation: ScrollAnimation | null;
  item: ItemModel;
  /** The item's index in the gallery's items: neighbours start one after the other. */
  idx: number;
  /** The media's size, for the MAIN_COLOR picture's address. */
  width: number;
  height: number;
}

export function useScrollAnimation({
  animation,
  item,
  idx,
  width,
  height,
}: ScrollAnimated): ItemScrollAnimation {
  // Most galleries animate nothing: their items do not watch the preference.
  const reduced = useReducedMotion(animation !== null);
  const active = animation !== null && !reduced;
  const [entered, setEntered] = useState(() => played.has(item));
  const ref = useCallback<RefCallback<HTMLElement>>(
    (element) => {
      if (!active || element === null || played.has(item)) return;
      return onceInView(element, () => {
        played.add(item);
        setEntered(true);
      });
    },
    [active, item],
  );
  // MAIN_COLOR covers a picture with its colour: its 1x1 pixel variant, stretched.
  const mainColor = useImageAddress(
    active && animation === 'MAIN_COLOR' && item.type === 'image' && item.url !== ''
      ? { item, variant: 'pixel', width, height }
      : null,
  );
  if (!active) return NONE;
  const waiting = entered ? '' : ` ${styles.waiting}`;
  const covered = animation === 'ONE_COLOR' || animation === 'MAIN_COLOR';
  return {
    props: {
      ref,
      className: `${styles.animated} ${styles[animation]}${waiting}`,
      style: { '--tessera-scroll-delay': `${scrollAnimationDelay(idx)}ms` } as CSSProperties,
      'data-scroll-animation': animation,
    },
    cover: covered ? (
      <span
        className={styles.cover}
        style={
          mainColor === undefined
            ? undefined
            : { backgroundImage: `url(${JSON.stringify(mainColor)})` }
        }
        aria-hidden="true"
      />
    ) : null,
  };
}
