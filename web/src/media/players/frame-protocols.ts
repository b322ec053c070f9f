// How an embedded player talks over postMessage, for the services whose players take commands:
// YouTube's IFrame player (with enablejsapi=1) and Vimeo's player. Messages are JSON text or
// objects; anything else, or a shape we do not know, is ignored. The other services' players are
// started by their address and stopped by removing the frame.

import type { ServicePlayer } from '../player/services.ts';

export type FrameEvent = 'play' | 'pause' | 'ended' | 'error';
export type FrameCommand =
  | { kind: 'play' | 'pause' }
  | { kind: 'muted'; muted: boolean; volume: number }
  | { kind: 'rate'; rate: number };

export interface FrameProtocol {
  /** Sent once the frame has loaded, so the player starts reporting its state. */
  subscribe(): unknown[];
  /** The message for a command. */
  command(command: FrameCommand): unknown;
  /** The player event a message reports, or null. */
  read(data: unknown): FrameEvent | null;
}

function asObject(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** YouTube's player states: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
const YOUTUBE_STATES: Readonly<Record<number, FrameEvent>> = { 0: 'ended', 1: 'play', 2: 'pause' };

const youtubeCall = (func: string, args: unknown[] = []) =>
  JSON.stringify({ event: 'command', func, args });

const youtube: FrameProtocol = {
  subscribe: () => [JSON.stringify({ event: 'listening', id: 1, channel: 'widget' })],
  command(command) {
    switch (command.kind) {
      case 'play':
        return youtubeCall('playVideo');
      case 'pause':
        return youtubeCall('pauseVideo');
      case 'muted':
        return command.muted
          ? youtubeCall('mute')
          : youtubeCall('setVolume', [Math.round(command.volume * 100)]);
      case 'rate':
        return youtubeCall('setPlaybackRate', [command.rate]);
    }
  },
  read(data) {
    const message = asObject(data);
    if (message === null) return null;
    if (message.event === 'onError') return 'error';
    if (message.event === 'onStateChange' && typeof message.info === 'number')
      return YOUTUBE_STATES[message.info] ?? null;
    return null;
  },
};

const vimeo: FrameProtocol = {
  subscribe: () =>
    ['play', 'pause', 'ended', 'error'].map((value) => ({ method: 'addEventListener', value })),
  command(command) {
    switch (command.kind) {
      case 'play':
      case 'pause':
        return { method: command.kind };
      case 'muted':
        return { method: 'setVolume', value: command.muted ? 0 : command.volume };
      case 'rate':
        return { method: 'setPlaybackRate', value: command.rate };
    }
  },
  read(data) {
    const message = asObject(data);
    const event = message?.event;
    return event === 'play' || event === 'pause' || event === 'ended' || event === 'error'
      ? event
      : null;
  },
};

export const FRAME_PROTOCOLS: Partial<Record<ServicePlayer, FrameProtocol>> = { youtube, vimeo };
