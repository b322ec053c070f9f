// Conformance of the player registry with react-player 2.x's notion of what plays (its `canPlay`
// patterns, run as a black box): every family of links spec/000 §5 and the reference play is
// recognised, by the same player, and gets an https embed address on the service's own player
// host. Look-alike hosts and the services' pages that are not media are refused, though the
// reference's loose patterns take many of them (docs/option-deviations.md, "Player links").
//
// The seed is fixed; CONFORMANCE_SEED=<n> (or `random`) and CONFORMANCE_RUNS=<n> explore further.

import { createRequire } from 'node:module';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { recognisePlayerUrl } from '../../web/src/media/player/recognise.ts';
import type { ServicePlayer } from '../../web/src/media/player/services.ts';
import { embedAddress } from '../../web/src/media/players/embed-address.ts';
import { lookAlikeLink, notMediaLink, playedLink } from './player-links.ts';

const SEED =
  process.env.CONFORMANCE_SEED === 'random'
    ? undefined
    : Number(process.env.CONFORMANCE_SEED ?? 0x50da);
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 1000);

// The reference's patterns module is CommonJS without types.
const { canPlay } = createRequire(import.meta.url)('react-player/lib/patterns.js') as {
  canPlay: Record<string, (url: string) => boolean>;
};

/** The hosts each service's embedded player is served from. */
const PLAYER_HOSTS: Readonly<Record<ServicePlayer, readonly string[]>> = {
  youtube: ['www.youtube.com'],
  soundcloud: ['w.soundcloud.com'],
  vimeo: ['player.vimeo.com', 'vimeo.com'],
  facebook: ['www.facebook.com'],
  streamable: ['streamable.com'],
  wistia: ['fast.wistia.net'],
  twitch: ['player.twitch.tv', 'clips.twitch.tv'],
  dailymotion: ['www.dailymotion.com'],
  mixcloud: ['player-widget.mixcloud.com'],
};

const CONTEXT = { origin: 'https://blog.example', hostname: 'blog.example' };
const SETTINGS = { loop: false, controls: true, muted: false };

test(`every family the reference plays is recognised by the same player, with an embed (${RUNS} runs)`, () => {
  fc.assert(
    fc.property(playedLink, ({ link, player, referencePlays }) => {
      expect(canPlay[player](link)).toBe(referencePlays);
      const match = recognisePlayerUrl(link);
      expect(match?.player).toBe(player);
      const embed = embedAddress(match!, SETTINGS, CONTEXT);
      expect(embed).not.toBeNull();
      const address = new URL(embed!);
      expect(address.protocol).toBe('https:');
      expect(PLAYER_HOSTS[player]).toContain(address.hostname);
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

test('look-alike hosts are refused, though the reference plays some of them', () => {
  fc.assert(
    fc.property(lookAlikeLink, (link) => {
      expect(recognisePlayerUrl(link)).toBeNull();
    }),
    { seed: SEED, numRuns: RUNS },
  );
  expect(canPlay.soundcloud('https://notsoundcloud.com/qforss/tracks')).toBe(true);
});

test('the services’ pages that are not media are refused, though the reference plays some of them', () => {
  fc.assert(
    fc.property(notMediaLink, (link) => {
      expect(recognisePlayerUrl(link)).toBeNull();
    }),
    { seed: SEED, numRuns: Math.min(RUNS, 300) },
  );
  expect(canPlay.vimeo('https://vimeo.com/about')).toBe(true);
  expect(canPlay.mixcloud('https://www.mixcloud.com/discover/house/')).toBe(true);
});
