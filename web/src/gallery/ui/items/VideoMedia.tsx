// A video item's media (spec/002 §4 "Video and 3D items"): the poster with a placeholder until it
// loads, the play button icon, and the player, which plays on hover, when in view, or on a click of
// the play button, as behaviourParams_item_video_playTrigger says. Playback stops when the item
// leaves the screen. Raises VIDEO_PLAYED, VIDEO_PAUSED, VIDEO_ENDED ({ id, idx }) and VIDEO_ERROR
// ({ id, idx, error }).

import {
  type CSSProperties,
  type KeyboardEvent,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MediaPlayer } from '../../../media/players/index.ts';
import { GALLERY_EVENTS } from '../../model/events.ts';
import type { ItemMediaProps } from './item-media-props.ts';
import { PAUSE_VIDEO, PLAY_VIDEO } from './video-labels.ts';
import { useImageAddress } from './use-image-address.ts';
import { useInView } from './video-in-view.ts';
import { usePlayingVideo } from './playing-video.ts';
import { SlideActiveContext } from './slide-active.ts'; // one video at a time (spec/002 §4)
import { PLAY_ICON_SIZE, THUMBNAIL_PLAY_ICON_SIZE, videoSettings } from './video-settings.ts';
import { httpAddress, videoSource } from './video-source.ts';
import styles from './VideoMedia.module.css';

export interface VideoMediaProps extends ItemMediaProps {
  /** Drawn as a thumbnail: the small play icon and the thumbnails' play button option. */
  thumbnail?: boolean;
  /** The item's hover state when the item shell keeps it (spec/002 §4 "Item hover"); without it
   *  the media follows the pointer and focus itself. */
  hovered?: boolean;
}

export function VideoMedia({
  item,
  idx,
  width,
  height,
  options,
  emit,
  thumbnail = false,
  hovered,
}: VideoMediaProps) {
  const settings = useMemo(() => videoSettings(options, thumbnail), [options, thumbnail]);
  const source = useMemo(() => videoSource(item, height), [item, height]);
  // The poster is an image like any other: a media id becomes the engine's address for its size.
  const posterItem = useMemo(
    () => (item.posterUrl === undefined ? null : { ...item, url: item.posterUrl }),
    [item],
  );
  const posterAddress = useImageAddress(
    posterItem === null ? null : { item: posterItem, variant: 'resized', width, height },
  );
  const poster = httpAddress(posterAddress) ?? undefined;
  const root = useRef<HTMLDivElement>(null);
  const inView = useInView(root);
  const [pointedAt, setPointedAt] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [started, setStarted] = useState(false);
  const [hasPlayed, setHasPlayed] = useState(false);
  const [posterLoaded, setPosterLoaded] = useState(false);

  const trigger = settings.playTrigger;
  // In a horizontal gallery only the current slide's video plays; a slide left stops.
  const activeSlide = useContext(SlideActiveContext);
  const wanted =
    activeSlide && (trigger === 'AUTO' || (trigger === 'HOVER' ? (hovered ?? pointedAt) : clicked));
  // Another video that starts stops this one; a clicked one waits for another click.
  const mayPlay = usePlayingVideo(idx, wanted && inView, () => setClicked(false));
  const playing = wanted && inView && mayPlay;
  // Once off screen, a clicked video waits for another click.
  if (clicked && ((!inView && started) || !activeSlide)) setClicked(false);
  if (playing && !started) setStarted(true);

  const data = { id: item.id, idx };
  const name = item.title.trim() !== '' ? item.title : item.alt;
  const iconSize = thumbnail ? THUMBNAIL_PLAY_ICON_SIZE : PLAY_ICON_SIZE;
  const hover = trigger === 'HOVER' && hovered === undefined;

  const toggle = () => setClicked(!playing);
  const keepKeyHere = (event: KeyboardEvent) => {
    // The button's own Enter and Space; the item shell must not also act on them.
    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
  };

  return (
    <div
      ref={root}
      className={styles.video}
      style={{ '--tessera-play-icon-size': `${iconSize}px` } as CSSProperties}
      data-playing={playing}
      onPointerEnter={hover ? () => setPointedAt(true) : undefined}
      onPointerLeave={hover ? () => setPointedAt(false) : undefined}
      onFocus={hover ? () => setPointedAt(true) : undefined}
      onBlur={hover ? () => setPointedAt(false) : undefined}
    >
      {(started || !settings.placeholder) && (
        <MediaPlayer
          className={styles.player}
          url={source ?? ''}
          playing={playing}
          title={name}
          poster={poster}
          loop={settings.loop}
          controls={settings.controls}
          // Browsers start only muted media by themselves.
          muted={settings.volume === 0 || trigger === 'AUTO'}
          volume={settings.volume}
          playbackRate={settings.speed}
          onPlay={() => {
            setHasPlayed(true);
            emit(GALLERY_EVENTS.VIDEO_PLAYED, data);
          }}
          onPause={() => emit(GALLERY_EVENTS.VIDEO_PAUSED, data)}
          onEnded={() => {
            setClicked(false);
            emit(GALLERY_EVENTS.VIDEO_ENDED, data);
          }}
          onError={(error) => emit(GALLERY_EVENTS.VIDEO_ERROR, { ...data, error })}
        />
      )}
      {settings.placeholder && !hasPlayed && (
        <div className={styles.placeholder} data-loaded={posterLoaded}>
          {poster !== undefined && (
            <img
              className={styles.poster}
              src={poster}
              alt=""
              draggable={false}
              onLoad={() => setPosterLoaded(true)}
            />
          )}
        </div>
      )}
      {trigger === 'CLICK' ? (
        <button
          type="button"
          className={styles.playButton}
          aria-label={`${playing ? PAUSE_VIDEO : PLAY_VIDEO}: ${name}`}
          data-icon={settings.playButton && !playing}
          onClick={(event) => {
            event.stopPropagation();
            toggle();
          }}
          onKeyDown={keepKeyHere}
        >
          <PlayIcon playing={playing} />
        </button>
      ) : (
        settings.playButton &&
        !playing && (
          <span className={styles.playIcon} aria-hidden="true">
            <PlayIcon playing={false} />
          </span>
        )
      )}
    </div>
  );
}

export function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 60 60" aria-hidden="true" focusable="false">
      <circle
        cx="30"
        cy="30"
        r="28"
        fill="rgb(0 0 0 / 40%)"
        stroke="currentColor"
        strokeWidth="2"
      />
      {playing ? (
        <path d="M22 19h6v22h-6zM32 19h6v22h-6z" fill="currentColor" />
      ) : (
        <path d="M24 18l18 12-18 12z" fill="currentColor" />
      )}
    </svg>
  );
}
