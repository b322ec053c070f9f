// A video in its box: before it plays, the thumbnail, the title and a play button (this is all
// the server draws); once played (a click, Enter, Space, or autoplay in view) the player. Without
// the player's controls a button over it plays and pauses. Player errors go to onError.

import { useRef } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { useReducedMotion } from '../../../gallery/ui/scroll-animation/use-reduced-motion.ts';
import { useViewer } from '../../context.ts';
import { PauseIcon, PlayIcon } from '../media/icons.tsx';
import { LazyMediaPlayer } from '../media/LazyMediaPlayer.tsx';
import { useInView } from '../media/use-in-view.ts';
import { useVideoPlayback } from './use-video-playback.ts';
import { useVideoThumbnail } from './use-video-thumbnail.ts';
import type { VideoData } from './video-data.ts';
import styles from './Video.module.css';

export function VideoView({ video, node }: { video: VideoData; node: RicosNode }) {
  const { t, reportError } = useViewer();
  const root = useRef<HTMLDivElement>(null);
  const inView = useInView(root, video.autoPlay);
  const reducedMotion = useReducedMotion();
  const playback = useVideoPlayback({
    url: video.address,
    autoPlay: video.autoPlay,
    loop: video.loop,
    inView,
    reducedMotion,
  });
  const thumbnail = useVideoThumbnail(video);
  const action = t(playback.playing ? 'Media_Pause' : 'Media_Play');
  const name = video.title === '' ? action : `${action}: ${video.title}`;

  return (
    <div
      ref={root}
      className={styles.video}
      style={{ aspectRatio: String(video.ratio) }}
      data-player-state={playback.state}
      data-thumbnail-state={thumbnail.state}
      data-playing={playback.playing}
    >
      {playback.started ? (
        <LazyMediaPlayer
          className={styles.player}
          url={playback.url}
          playing={playback.playing}
          title={video.title || video.address}
          poster={thumbnail.url}
          loop={video.loop}
          controls={video.controls}
          disableDownload={video.disableDownload}
          muted={playback.muted}
          volume={1}
          playbackRate={1}
          onReady={playback.onReady}
          onPlay={playback.onPlay}
          onPause={playback.onPause}
          onEnded={playback.onEnded}
          onError={(message) => {
            playback.onFailed();
            reportError(new Error(message), node);
          }}
        />
      ) : (
        <>
          {thumbnail.url !== undefined && (
            <img className={styles.thumbnail} src={thumbnail.url} alt="" draggable={false} />
          )}
          {video.title !== '' && <p className={styles.title}>{video.title}</p>}
        </>
      )}
      {(!playback.started || !video.controls) && (
        <button
          type="button"
          className={playback.started ? styles.toggle : styles.start}
          aria-label={name}
          onClick={playback.toggle}
        >
          <span className={styles.icon}>{playback.playing ? <PauseIcon /> : <PlayIcon />}</span>
        </button>
      )}
    </div>
  );
}
