// Audio from a music service's link (SoundCloud, Mixcloud, …; spec/000 §5): the service's own
// player, loaded when the visitor plays (players load in the browser, never on the server).

import { useState } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { useViewer } from '../../context.ts';
import { PlayIcon } from '../media/icons.tsx';
import { LazyMediaPlayer } from '../media/LazyMediaPlayer.tsx';
import styles from './Audio.module.css';

export function ServiceAudio({
  address,
  title,
  node,
}: {
  address: string;
  title: string;
  node: RicosNode;
}) {
  const { t, reportError } = useViewer();
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.service} data-playing={playing}>
      {started ? (
        <LazyMediaPlayer
          url={address}
          playing={playing}
          title={title || address}
          loop={false}
          controls
          muted={false}
          volume={1}
          playbackRate={1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={(message) => reportError(new Error(message), node)}
        />
      ) : (
        <button
          type="button"
          className={styles.serviceStart}
          aria-label={title === '' ? t('Media_Play') : `${t('Media_Play')}: ${title}`}
          onClick={() => {
            setStarted(true);
            setPlaying(true);
          }}
        >
          <span className={`${styles.control} ${styles.play}`}>
            <PlayIcon />
          </span>
          {title !== '' && <span className={styles.name}>{title}</span>}
        </button>
      )}
    </div>
  );
}
