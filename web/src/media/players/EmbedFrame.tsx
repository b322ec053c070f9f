// A service's player in a sandboxed frame. Messages are taken only from this frame's window and
// its address's origin (DESIGN "Untrusted content"), and sent only to that origin. A player that
// takes commands (FRAME_PROTOCOLS) is paused and resumed by message; any other is started by
// showing the frame and stopped by removing it.

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FrameCommand, FrameProtocol } from './frame-protocols.ts';
import { PLAYER_REPORTED_ERROR } from './messages.ts';
import styles from './Player.module.css';
import type { PlayerCallbacks } from './types.ts';

export interface EmbedFrameProps extends PlayerCallbacks {
  /** An https address built by `embedAddress` (or a stand-in page in tests). */
  src: string;
  title: string;
  protocol?: FrameProtocol;
  playing: boolean;
  muted: boolean;
  volume: number;
  playbackRate: number;
  className?: string;
}

const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
const ALLOW = 'autoplay; fullscreen; picture-in-picture';

export function EmbedFrame({
  src,
  title,
  protocol,
  playing,
  muted,
  volume,
  playbackRate,
  className,
  onReady,
  onPlay,
  onPause,
  onEnded,
  onError,
}: EmbedFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const origin = new URL(src).origin;
  // Without a protocol the frame exists only while it plays.
  const shown = protocol !== undefined || playing;

  const send = useEffectEvent((message: unknown) => {
    frame.current?.contentWindow?.postMessage(message, origin);
  });
  const command = useEffectEvent((c: FrameCommand) => {
    if (protocol) send(protocol.command(c));
  });
  const onMessage = useEffectEvent((event: MessageEvent) => {
    const window = frame.current?.contentWindow;
    if (!protocol || !window || event.source !== window || event.origin !== origin) return;
    const reported = protocol.read(event.data);
    if (reported === 'play') onPlay?.();
    else if (reported === 'pause') onPause?.();
    else if (reported === 'ended') onEnded?.();
    else if (reported === 'error') onError?.(PLAYER_REPORTED_ERROR);
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  useEffect(() => {
    if (!loaded || !protocol) return;
    for (const message of protocol.subscribe()) send(message);
  }, [loaded, protocol]);

  useEffect(() => {
    if (loaded) command({ kind: playing ? 'play' : 'pause' });
  }, [loaded, playing]);

  useEffect(() => {
    if (loaded) command({ kind: 'muted', muted, volume });
  }, [loaded, muted, volume]);

  useEffect(() => {
    if (loaded && playbackRate !== 1) command({ kind: 'rate', rate: playbackRate });
  }, [loaded, playbackRate]);

  // A frame without a protocol reports what showing and removing it does.
  const reportShown = useEffectEvent((now: boolean) => (now ? onPlay?.() : onPause?.()));
  const wasShown = useRef(false);
  useEffect(() => {
    if (protocol || wasShown.current === shown) return;
    wasShown.current = shown;
    reportShown(shown);
  }, [protocol, shown]);

  if (!shown) return null;
  return (
    <iframe
      ref={frame}
      className={[styles.fill, className].filter(Boolean).join(' ')}
      src={src}
      title={title}
      sandbox={SANDBOX}
      allow={ALLOW}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => {
        setLoaded(true);
        onReady?.();
      }}
    />
  );
}
