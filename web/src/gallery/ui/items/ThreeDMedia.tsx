// A 3D item (spec/002 §3-4): its glTF model in a real 3D viewer (@google/model-viewer, a lazy chunk
// loaded when the item comes within a screen of the display), with the scene transform and the
// camera controls of the options. Until the viewer is there, and whenever the item does not play
// while the placeholder option is on, the item's poster shows (spec/002 §4: "otherwise the
// placeholder thumbnail is shown"). The server renders the poster alone.

import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { GALLERY_EVENTS, type ItemEventData } from '../../model/events.ts';
import { safeMediaAddress } from '../../model/items/safe-media-address.ts';
import type { ItemMediaProps } from './item-media-props.ts';
import { useThreeDPlaying } from './three-d-playing.ts';
import { threeDSettings, type ViewerAttributes, viewerAttributes } from './three-d-settings.ts';
import {
  loadViewer,
  subscribeViewer,
  viewerServerSnapshot,
  viewerSnapshot,
} from './three-d-viewer-store.ts';
import styles from './ThreeDMedia.module.css';

export interface ThreeDMediaProps extends ItemMediaProps {
  /** The gallery's hover state of the item (spec/002 §4), when it keeps one. */
  hovered?: boolean;
}

/** What the component uses of a `<model-viewer>` element. */
interface ViewerElement extends HTMLElement {
  availableAnimations?: readonly string[];
  play?: () => void;
  pause?: () => void;
}

type ModelState = 'loading' | 'loaded' | 'error';

function applyAttributes(element: Element, attributes: ViewerAttributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/** The model's address: the item's own, else the one its scene names. */
function modelAddress(props: ItemMediaProps): string {
  const { url, scene } = props.item;
  return url !== '' ? url : (safeMediaAddress(scene?.url) ?? '');
}

export function ThreeDMedia(props: ThreeDMediaProps) {
  const { item, idx, width, height, options, emit, hovered } = props;
  const settings = threeDSettings(options);
  const box = useRef<HTMLDivElement>(null);
  // A callback ref kept in state: the effects below run again when the element comes or goes.
  const [viewer, setViewer] = useState<ViewerElement | null>(null);
  const { near, playing, handlers } = useThreeDPlaying(box, settings.playTrigger, hovered);
  const viewerReady = useSyncExternalStore(subscribeViewer, viewerSnapshot, viewerServerSnapshot);
  const src = modelAddress(props);
  // What became of the model at an address; another address is loading until it says.
  const [outcome, setOutcome] = useState<{ src: string; state: ModelState } | null>(null);
  const state: ModelState = outcome?.src === src ? outcome.state : 'loading';
  const poster = item.posterUrl;
  const showViewer = viewerReady && src !== '';
  const attributes = viewerAttributes({ src, poster, alt: item.alt }, settings, playing);
  const attributesKey = JSON.stringify(attributes);

  useEffect(() => {
    if (near && src !== '') loadViewer();
  }, [near, src]);

  // Attributes, not properties: set before the first paint, and what model-viewer documents. The
  // effect follows their serialised form, so it runs only when one of them changes.
  useLayoutEffect(() => {
    if (viewer !== null) applyAttributes(viewer, JSON.parse(attributesKey) as ViewerAttributes);
  }, [viewer, attributesKey]);

  useEffect(() => {
    const element = viewer;
    if (element === null) return;
    const onLoad = () => {
      setOutcome({ src, state: 'loaded' });
      const data: ItemEventData = { id: item.id, idx };
      emit(GALLERY_EVENTS.ITEM_LOADED, data);
    };
    const onError = () => setOutcome({ src, state: 'error' });
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
    };
  }, [viewer, src, item.id, idx, emit]);

  // The model's own animation plays and pauses with the item.
  useEffect(() => {
    if (viewer === null || state !== 'loaded') return;
    if ((viewer.availableAnimations?.length ?? 0) === 0) return;
    if (playing) viewer.play?.();
    else viewer.pause?.();
  }, [viewer, playing, state]);

  const showPlaceholder =
    poster !== undefined && (!showViewer || (settings.enablePlaceholder && !playing));
  return (
    <div
      ref={box}
      className={styles.box}
      style={{ width, height }}
      data-three-d-item=""
      data-state={showViewer ? state : 'poster'}
      data-playing={playing ? '' : undefined}
      {...handlers}
    >
      {showViewer && createElement('model-viewer', { ref: setViewer, className: styles.viewer })}
      {showPlaceholder && (
        <img className={styles.placeholder} src={poster} alt="" draggable={false} />
      )}
      {settings.enablePlayButton && !playing && (
        <span className={styles.playButton} data-play-button="" aria-hidden="true" />
      )}
    </div>
  );
}
