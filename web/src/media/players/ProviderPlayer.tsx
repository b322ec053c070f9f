// The players of the services of spec/000 §5 (YouTube, Vimeo, Dailymotion, Twitch, Wistia,
// Streamable, SoundCloud, Facebook, Mixcloud): each service's own player, embedded. A lazy chunk:
// imported by MediaPlayer only when a service's link plays.

import { useEffect, useEffectEvent, useState } from 'react';
import { embedAddress } from './embed-address.ts';
import { EmbedFrame } from './EmbedFrame.tsx';
import { FRAME_PROTOCOLS } from './frame-protocols.ts';
import { NO_EMBED_ADDRESS } from './messages.ts';
import type { PlayerProps } from './types.ts';

export default function ProviderPlayer({ match, loop, controls, ...props }: PlayerProps) {
  // Later changes of sound go to the player by message; a new address would reload it.
  const [muted] = useState(props.muted);
  const src = embedAddress(
    match,
    { loop, controls, muted },
    { origin: location.origin, hostname: location.hostname },
  );
  const reportError = useEffectEvent(() => props.onError?.(NO_EMBED_ADDRESS));
  useEffect(() => {
    if (src === null) reportError();
  }, [src]);
  if (src === null || match.player === 'file') return null;
  return <EmbedFrame {...props} src={src} protocol={FRAME_PROTOCOLS[match.player]} />;
}
