// The full-screen viewer (spec/000 §2, §4): a modal dialog over the page, open at an index, with
// next and previous (buttons, arrow keys, swipes), zoom (wheel, pinch, double click, + and -),
// videos playing inside, the item's title and caption, and the neighbours fetched ahead. A lazy
// chunk: ExpandProvider imports it on the first expand.

import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { useViewer } from '../context.ts';
import type { ExpandRequest } from './expand-context.ts';
import { FullscreenMedia } from './FullscreenMedia.tsx';
import styles from './FullscreenViewer.module.css';
import { type Direction, keyStep, wrapIndex } from './navigation.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import { useGestures } from './use-gestures.ts';
import { useNeighbourPreload } from './use-neighbour-preload.ts';
import { useScreen } from './use-screen.ts';
import { useScrollLock } from './use-scroll-lock.ts';
import { isZoomed, KEY_ZOOM_FACTOR } from './zoom.ts';

export interface FullscreenViewerProps extends ExpandRequest {
  onClose(): void;
  direction: Direction;
  /** The viewer's theme variables: the layer sits in document.body, outside the viewer's root. */
  style?: CSSProperties;
}

/** Keys a focused player keeps for itself (seeking, volume). */
function isPlayerKey(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest('video, audio, iframe') !== null;
}

export default function FullscreenViewer(props: FullscreenViewerProps) {
  const { items, opener, onClose, direction, style } = props;
  const { t } = useViewer();
  const count = items.length;
  const [index, setIndex] = useState(() => wrapIndex(props.index, count));
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const captionId = useId();
  const close = useFocusTrap(dialog, opener, onClose);
  useScrollLock();
  const screen = useScreen();
  useNeighbourPreload(items, index, screen);

  const item = items[index];
  const gestures = useGestures({
    stage,
    content: picture,
    zoomable: item?.kind === 'image',
    direction,
    onStep: (step) => show(index + step),
  });
  const show = (next: number) => {
    gestures.resetZoom();
    setIndex(wrapIndex(next, count));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isPlayerKey(event)) return;
    const step = keyStep(event.key, direction);
    const actions: Record<string, (() => void) | undefined> = {
      Home: () => show(0),
      End: () => show(count - 1),
      '+': () => gestures.zoomBy(KEY_ZOOM_FACTOR),
      '=': () => gestures.zoomBy(KEY_ZOOM_FACTOR),
      '-': () => gestures.zoomBy(1 / KEY_ZOOM_FACTOR),
      '0': gestures.resetZoom,
    };
    const action = step !== 0 ? () => show(index + step) : actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  // A click on the backdrop (around the picture, not on it or a control) closes.
  const onClick = (event: MouseEvent) => {
    if (gestures.takeDragClick()) return;
    if (event.target instanceof Element && event.target.hasAttribute('data-backdrop')) close();
  };

  if (!item) return null;
  const { view, swipe } = gestures;
  const pictureStyle: CSSProperties = {
    transform: `translate(${view.x + swipe}px, ${view.y}px) scale(${view.scale})`,
  };
  const hasCaption = Boolean(item.title || item.caption);
  const stageClass = [styles.stage, gestures.dragging && styles.dragging].filter(Boolean).join(' ');
  const pictureClass = [styles.picture, isZoomed(view) && styles.zoomed].filter(Boolean).join(' ');

  return (
    <div className={styles.layer} dir={direction} style={style}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('Fullscreen_Viewer')}
        aria-describedby={hasCaption ? captionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={onClick}
        data-backdrop=""
      >
        <div className={styles.bar} data-backdrop="">
          {count > 1 && (
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              {index + 1} / {count}
            </p>
          )}
          <button
            type="button"
            className={`${styles.button} ${styles.close}`}
            aria-label={t('Viewer_Close')}
            onClick={close}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div ref={stage} className={stageClass} data-backdrop="" {...gestures.stageHandlers}>
          <FullscreenMedia
            key={index}
            item={item}
            screen={screen}
            pictureRef={picture}
            className={pictureClass}
            style={pictureStyle}
            onDoubleClick={gestures.onDoubleClick}
          />
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.button} ${styles.previous}`}
              aria-label={t('Fullscreen_Previous')}
              onClick={() => show(index - 1)}
            >
              <Chevron />
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.next}`}
              aria-label={t('Fullscreen_Next')}
              onClick={() => show(index + 1)}
            >
              <Chevron forward />
            </button>
          </>
        )}
        {hasCaption && (
          <div id={captionId} className={styles.caption}>
            {item.title && <p className={styles.title}>{item.title}</p>}
            {item.caption && <p className={styles.text}>{item.caption}</p>}
          </div>
        )}
      </div>
    </div>
  );
}

/** Points to the line's end (forward) or start; mirrored in a right-to-left page by CSS. */
function Chevron({ forward = false }: { forward?: boolean }) {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={forward ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
