// The file player (spec/000 §5): a <video> for plain audio and video files, HLS and DASH streams.
// It follows `playing` and reports play, pause, end and errors. A lazy chunk: imported by
// MediaPlayer only when a file plays.

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { attachFileSource } from './file-source.ts';
import { MEDIA_NOT_PLAYABLE } from './messages.ts';
import styles from './Player.module.css';
import type { PlayerProps } from './types.ts';

export default function FilePlayer({
  match,
  playing,
  title,
  poster,
  disableDownload,
  className,
  loop,
  controls,
  muted,
  volume,
  playbackRate,
  onReady,
  onPlay,
  onPause,
  onEnded,
  onError,
}: PlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [attached, setAttached] = useState<string | null>(null);
  const reportError = useEffectEvent((message: string) => onError?.(message));

  useEffect(() => {
    const video = ref.current;
    if (video === null) return;
    let cancelled = false;
    let detach: (() => void) | undefined;
    void attachFileSource(video, match.url, match.fileType, reportError).then(
      (done) => {
        if (cancelled) return done();
        detach = done;
        setAttached(match.url);
      },
      () => reportError(MEDIA_NOT_PLAYABLE),
    );
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [match.url, match.fileType]);

  useEffect(() => {
    const video = ref.current;
    if (video === null || attached !== match.url) return;
    if (playing) void play(video);
    else video.pause();
  }, [playing, attached, match.url]);

  useEffect(() => {
    const video = ref.current;
    if (video === null) return;
    video.muted = muted;
    video.volume = Math.min(1, Math.max(0, volume));
  }, [muted, volume]);

  useEffect(() => {
    const video = ref.current;
    if (video === null) return;
    // A new source resets playbackRate to defaultPlaybackRate, so both are set.
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
  }, [playbackRate, attached]);

  // Where the address asks to start and stop (spec/000 §5: start, t and end values).
  const { start, end } = match;
  const seekToStart = (video: HTMLVideoElement) => {
    if (start !== undefined && video.currentTime < start) video.currentTime = start;
  };
  const stopAtEnd = (video: HTMLVideoElement) => {
    if (end === undefined || video.currentTime < end || video.paused) return;
    if (loop) {
      video.currentTime = start ?? 0;
      return;
    }
    video.pause();
    onEnded?.();
  };

  return (
    <video
      ref={ref}
      className={[styles.fill, className].filter(Boolean).join(' ')}
      aria-label={title}
      poster={poster}
      controlsList={disableDownload ? 'nodownload' : undefined}
      onContextMenu={disableDownload ? (event) => event.preventDefault() : undefined}
      loop={loop}
      controls={controls}
      muted={muted}
      playsInline
      // Only what the poster frame needs until asked to play.
      preload={playing ? 'auto' : 'metadata'}
      onLoadedMetadata={(event) => {
        seekToStart(event.currentTarget);
        onReady?.();
      }}
      onTimeUpdate={(event) => stopAtEnd(event.currentTarget)}
      onPlay={onPlay}
      onPause={onPause}
      onEnded={onEnded}
      onError={() => onError?.(MEDIA_NOT_PLAYABLE)}
    />
  );
}

/**
 * Starts playback. A browser that refuses sound without a gesture (NotAllowedError) gets the
 * media muted and asked again; an interrupted start (AbortError, a pause came first) is no error,
 * and a source that cannot play reports through the element's error event.
 */
async function play(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
      video.muted = true;
      await video.play().catch(() => {});
    }
  }
}
