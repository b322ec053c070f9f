// Plays any media address a visitor may meet (spec/000 §5): recognises it once, then loads only
// the player it needs — the file player or the services' embedded players — as a lazy chunk.
// An address no player takes (a page, a `javascript:` or `data:` link) reaches no element.

import { lazy, Suspense, useEffect, useEffectEvent, useMemo } from 'react';
import { recognisePlayerUrl } from '../player/recognise.ts';
import { NO_PLAYER_FOR_ADDRESS } from './messages.ts';
import { PlayerBoundary } from './PlayerBoundary.tsx';
import type { PlayerProps } from './types.ts';

const FilePlayer = lazy(() => import('./FilePlayer.tsx'));
const ProviderPlayer = lazy(() => import('./ProviderPlayer.tsx'));

export interface MediaPlayerProps extends Omit<PlayerProps, 'match'> {
  /** The media's address, untrusted. */
  url: string;
}

export function MediaPlayer({ url, ...props }: MediaPlayerProps) {
  const match = useMemo(() => recognisePlayerUrl(url), [url]);
  const reportError = useEffectEvent(() => props.onError?.(NO_PLAYER_FOR_ADDRESS));
  useEffect(() => {
    if (match === null) reportError();
  }, [match]);
  if (match === null) return null;
  const Player = match.player === 'file' ? FilePlayer : ProviderPlayer;
  return (
    <PlayerBoundary key={url} onError={props.onError}>
      <Suspense fallback={null}>
        <Player {...props} match={match} />
      </Suspense>
    </PlayerBoundary>
  );
}
