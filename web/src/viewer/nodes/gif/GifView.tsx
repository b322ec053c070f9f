// An animated gif as a button that plays and pauses it (spec/000 §4: click, Enter or Space; paused
// at first when the visitor prefers reduced motion, and on the server, which cannot know). A
// NORMAL gif plays its mp4 (smaller, smoother) with the gif as the fallback when the mp4 fails; a
// STICKER plays the gif itself, whose transparency an mp4 would lose. Paused, the still shows.

import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../gallery/ui/scroll-animation/use-reduced-motion.ts';
import { useViewer } from '../../context.ts';
import { PauseIcon, PlayIcon } from '../media/icons.tsx';
import type { GifData } from './gif-data.ts';
import styles from './Gif.module.css';

export function GifView({ gif }: { gif: GifData }) {
  const { t } = useViewer();
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean>();
  const [mp4Failed, setMp4Failed] = useState(false);
  const playing = choice ?? !reducedMotion;
  const video = useRef<HTMLVideoElement>(null);
  const playsMp4 = gif.gifType === 'NORMAL' && gif.mp4 !== undefined && !mp4Failed;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) element.play().catch(() => {});
    else element.pause();
  }, [playing, playsMp4]);

  const picture = playing ? (gif.gif ?? gif.still) : (gif.still ?? gif.gif);
  const ratio = gif.width && gif.height ? `${gif.width} / ${gif.height}` : undefined;
  return (
    <button
      type="button"
      className={styles.gif}
      data-gif-type={gif.gifType}
      data-playing={playing}
      aria-label={t(playing ? 'Media_Pause' : 'Media_Play')}
      style={{ aspectRatio: ratio }}
      onClick={() => setChoice(!playing)}
    >
      {playsMp4 ? (
        <video
          ref={video}
          className={styles.media}
          src={gif.mp4}
          poster={gif.still}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          onError={() => setMp4Failed(true)}
        />
      ) : (
        picture !== undefined && <img className={styles.media} src={picture} alt="" />
      )}
      <span className={styles.icon} aria-hidden="true">
        {playing ? <PauseIcon /> : <PlayIcon />}
      </span>
    </button>
  );
}
