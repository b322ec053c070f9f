// An image item whose click action is MAGNIFY (spec/002 §4 "Magnify", §9): a click — the mouse
// coming up without a drag, or Enter or Space on the item — shows the picture `magnification`
// times larger around the point clicked (the item's centre from the keyboard), in 0.3 s; another
// click shows it whole again, and so does Escape. While magnified a drag pans the picture, always
// keeping it over the whole item (spec/002 §5). It lies over the item's own picture: from the
// first magnify on, the same picture (the address the item already has) scales and pans here,
// and the sharper magnified variant, asked for then, is laid over it once loaded.
//
// The item shell is the element that is clicked and focused (the roving focus clicks it on Enter
// and Space), so the click and Escape are heard on it; the pointer on this view's own box.

import {
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import type { ItemModel } from '../../model/items/types.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import { magnificationOf } from '../behaviour-options.ts';
import { MAGNIFIED_VARIANT_SCALE } from '../items/image-address-book.ts';
import { resizeMethodOf } from '../items/image-request.ts';
import { useImageAddress } from '../items/use-image-address.ts';
import { clampPan, NO_PAN, type Pan, panAround, panBy } from './magnify-pan.ts';
import styles from './MagnifiedImage.module.css';

/** A press that moved further than this, in CSS pixels, is a drag: it does not toggle. */
const DRAG_DISTANCE = 5;

export interface MagnifiedImageProps {
  item: ItemModel;
  /** The item's size on screen. */
  width: number;
  height: number;
  options: FlatOptions;
}

interface Press {
  x: number;
  y: number;
  from: Pan;
}

export function MagnifiedImage({ item, width, height, options }: MagnifiedImageProps) {
  const scale = magnificationOf(options);
  const root = useRef<HTMLDivElement>(null);
  const [magnified, setMagnified] = useState(false);
  const [pan, setPan] = useState<Pan>(NO_PAN);
  const [dragging, setDragging] = useState(false);
  const [everMagnified, setEverMagnified] = useState(false);
  const [sharpLoaded, setSharpLoaded] = useState(false);
  // Whether the press that ends in the coming click was a drag.
  const dragged = useRef(false);
  // Ends the press under way: its listeners are on the window.
  const endPress = useRef<(() => void) | null>(null);
  const size = { width, height };

  const shown = useImageAddress(everMagnified ? { item, variant: 'resized', width, height } : null);
  // The engine's magnified variant is MAGNIFIED_VARIANT_SCALE times the size asked for.
  const sharp = useImageAddress(
    everMagnified
      ? {
          item,
          variant: 'magnified',
          width: (width * scale) / MAGNIFIED_VARIANT_SCALE,
          height: (height * scale) / MAGNIFIED_VARIANT_SCALE,
        }
      : null,
  );

  const toggle = useEffectEvent((event: MouseEvent) => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (magnified) {
      setMagnified(false);
      setPan(NO_PAN);
      return;
    }
    const box = root.current?.getBoundingClientRect();
    // A click from the keyboard has no pointer: the item's centre.
    const fromPointer = event.detail > 0 && box !== undefined;
    const at = fromPointer
      ? { x: event.clientX - box.left, y: event.clientY - box.top }
      : { x: width / 2, y: height / 2 };
    setMagnified(true);
    setEverMagnified(true);
    setPan(panAround(at, size, scale));
  });

  const escape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !magnified) return;
    // Escape first un-magnifies; the next one leaves the item (spec/002 §5).
    event.preventDefault();
    event.stopPropagation();
    setMagnified(false);
    setPan(NO_PAN);
  });

  useEffect(() => {
    const shell = root.current?.closest<HTMLElement>('[data-idx]');
    if (shell == null) return;
    const onClick = (event: MouseEvent) => toggle(event);
    const onKeyDown = (event: KeyboardEvent) => escape(event);
    shell.addEventListener('click', onClick);
    shell.addEventListener('keydown', onKeyDown);
    return () => {
      shell.removeEventListener('click', onClick);
      shell.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // The item is a toggle button (WAI-ARIA APG): it says whether it is magnified.
  useEffect(() => {
    const shell = root.current?.closest<HTMLElement>('[data-idx]');
    shell?.setAttribute('aria-pressed', String(magnified));
    return () => shell?.removeAttribute('aria-pressed');
  }, [magnified]);

  // An item scrolled out of the DOM mid-drag leaves no listener behind.
  useEffect(() => () => endPress.current?.(), []);

  const onPointerDown = (down: ReactPointerEvent) => {
    if (down.button !== 0) return;
    endPress.current?.();
    dragged.current = false;
    const press: Press = { x: down.clientX, y: down.clientY, from: pan };
    const onMove = (move: PointerEvent) => {
      const by = { x: move.clientX - press.x, y: move.clientY - press.y };
      if (!dragged.current && Math.hypot(by.x, by.y) <= DRAG_DISTANCE) return;
      dragged.current = true;
      if (!magnified) return;
      move.preventDefault();
      setDragging(true);
      setPan(panBy(press.from, by, size, scale));
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      endPress.current = null;
      setDragging(false);
    };
    endPress.current = onUp;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };

  // A relayout may have made the item smaller since the pan was made: it is clamped again.
  const at = clampPan(pan, size, scale);
  const transform = magnified ? `translate(${at.x}px, ${at.y}px) scale(${scale})` : 'none';
  const fit = resizeMethodOf(options) === 'fit';
  const pictureClass = fit ? `${styles.layer} ${styles.fit}` : styles.layer;
  // As the item's picture sits: FIT centred in its box, the others around the focal point.
  const position = fit
    ? undefined
    : { objectPosition: `${item.focalPoint.x * 100}% ${item.focalPoint.y * 100}%` };
  return (
    <div
      ref={root}
      className={styles.magnifier}
      data-magnified={magnified}
      data-dragging={dragging}
      onPointerDown={onPointerDown}
    >
      <div className={styles.picture} style={{ transform }} data-magnified-picture="">
        {shown !== undefined && (
          <img className={pictureClass} style={position} src={shown} alt="" draggable={false} />
        )}
        {sharp !== undefined && (
          <img
            className={`${pictureClass} ${styles.sharp}`}
            style={position}
            src={sharp}
            alt=""
            draggable={false}
            data-loaded={sharpLoaded}
            onLoad={() => setSharpLoaded(true)}
          />
        )}
      </div>
    </div>
  );
}
