// The media players (web/src/media/players) as a chunk of their own, loaded on the first play:
// a node's chunk stays small and the server, which never plays, never needs them.

import { lazy, Suspense } from 'react';
import type { MediaPlayerProps } from '../../../media/players/MediaPlayer.tsx';

const Player = lazy(() =>
  import('../../../media/players/MediaPlayer.tsx').then((module) => ({
    default: module.MediaPlayer,
  })),
);

export function LazyMediaPlayer(props: MediaPlayerProps) {
  return (
    <Suspense fallback={null}>
      <Player {...props} />
    </Suspense>
  );
}
