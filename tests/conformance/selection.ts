// Reads the conformance suite's environment: which layouts (LAYOUTS=GRID,0) and which seed.

import { LAYOUT_CODES, type LayoutName } from '../../web/src/gallery/model/index.ts';

export const DEFAULT_SUITE_SEED = 0x7e55e4a;

/** A layout by name (case-insensitive) or by code; undefined when it is neither. */
export function layoutByNameOrCode(text: string): LayoutName | undefined {
  const wanted = text.trim().toUpperCase();
  return (Object.keys(LAYOUT_CODES) as LayoutName[]).find(
    (name) => name === wanted || String(LAYOUT_CODES[name]) === wanted,
  );
}

/** The layouts `list` names, in `all`'s order; all of them when `list` is empty or absent. */
export function selectedLayouts(
  list: string | undefined,
  all: readonly LayoutName[],
): LayoutName[] {
  if (!list || list.trim() === '') return [...all];
  const wanted = list.split(',').map((text) => {
    const name = layoutByNameOrCode(text);
    if (!name || !all.includes(name))
      throw new Error(`LAYOUTS: unknown layout '${text}'; use names or codes of ${all.join(', ')}`);
    return name;
  });
  return all.filter((name) => wanted.includes(name));
}

/**
 * The ratchet's second seed, rotating so that a family no generator reached before cannot hide
 * behind the fixed one: derived from the UTC day (a CI run and its rerun the same day agree),
 * printed in the test's name so a failure replays with CONFORMANCE_SEED=<it>.
 */
export function rotatingSuiteSeed(now: Date = new Date()): number {
  const day = Math.floor(now.getTime() / 86_400_000);
  return (Math.imul(day ^ 0x5eed, 0x9e3779b1) ^ DEFAULT_SUITE_SEED) >>> 0;
}

/** The suite seed: a number, `random` for a fresh one, or the default. */
export function suiteSeed(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_SUITE_SEED;
  if (text === 'random') return Math.floor(Math.random() * 0x1_0000_0000);
  const seed = Number(text);
  if (!Number.isInteger(seed))
    throw new Error(`CONFORMANCE_SEED must be an integer or 'random', not '${text}'`);
  return seed >>> 0;
}

/** The suite a command line picks (`--runs N`, `--seed N`, `--layouts GRID,0`), as status.ts and failures.ts read it. */
export function suiteFromArgs(
  argv: readonly string[],
  all: readonly LayoutName[],
): { runs: number; seed: number; layouts: LayoutName[] } {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  return {
    runs: Number(option('--runs') ?? 30),
    seed: suiteSeed(option('--seed')),
    layouts: selectedLayouts(option('--layouts'), all),
  };
}
