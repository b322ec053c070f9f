// What the services' players say over postMessage, and what we say to them.

import { describe, expect, test } from 'vitest';
import { FRAME_PROTOCOLS } from './frame-protocols.ts';

const { youtube, vimeo } = FRAME_PROTOCOLS as Required<typeof FRAME_PROTOCOLS>;

describe('YouTube', () => {
  test.each([
    ['{"event":"onStateChange","info":1}', 'play'],
    ['{"event":"onStateChange","info":2}', 'pause'],
    ['{"event":"onStateChange","info":0}', 'ended'],
    ['{"event":"onError","info":150}', 'error'],
    ['{"event":"onStateChange","info":3}', null],
    ['{"event":"infoDelivery","info":{"currentTime":3}}', null],
    ['not json', null],
    [null, null],
  ])('%s -> %s', (message, event) => {
    expect(youtube.read(message)).toBe(event);
  });

  test('commands are JSON text', () => {
    expect(youtube.command({ kind: 'play' })).toBe(
      '{"event":"command","func":"playVideo","args":[]}',
    );
    expect(youtube.command({ kind: 'muted', muted: false, volume: 0.35 })).toBe(
      '{"event":"command","func":"setVolume","args":[35]}',
    );
    expect(youtube.subscribe()).toEqual(['{"event":"listening","id":1,"channel":"widget"}']);
  });
});

describe('Vimeo', () => {
  test.each([
    [{ event: 'play' }, 'play'],
    ['{"event":"pause"}', 'pause'],
    [{ event: 'ended' }, 'ended'],
    [{ event: 'ready' }, null],
    [{ event: 'toString' }, null],
    [42, null],
  ])('%j -> %s', (message, event) => {
    expect(vimeo.read(message)).toBe(event);
  });

  test('commands are objects', () => {
    expect(vimeo.command({ kind: 'pause' })).toEqual({ method: 'pause' });
    expect(vimeo.command({ kind: 'rate', rate: 1.5 })).toEqual({
      method: 'setPlaybackRate',
      value: 1.5,
    });
    expect(vimeo.subscribe()).toContainEqual({ method: 'addEventListener', value: 'ended' });
  });
});
