// Makes a failing case small enough to read: the fewest leading items and the fewest options that
// still fail. A reduction is replayable from the seed: `explain.ts <layout> <seed> --items N --keep a,b`.

import { LAYOUT_CODES } from '../../web/src/gallery/model/index.ts';
import type { LayoutCase } from './layout-cases.ts';

export interface Reduction {
  /** Keep the first `items` items. */
  items: number;
  /** Keep only these options (the layout code is always kept). */
  keep: string[];
  externalInfoRenderer: boolean;
}

const LAYOUT_OPTION = 'layoutParams_structure_galleryLayout';

export function reduce(c: LayoutCase, reduction: Reduction): LayoutCase {
  const options: Record<string, unknown> = { [LAYOUT_OPTION]: c.options[LAYOUT_OPTION] };
  for (const key of reduction.keep) if (key in c.options) options[key] = c.options[key];
  return {
    ...c,
    options,
    externalInfoRenderer: reduction.externalInfoRenderer,
    items: c.items.slice(0, reduction.items),
  };
}

export function fullReduction(c: LayoutCase): Reduction {
  return {
    items: c.items.length,
    keep: Object.keys(c.options).filter((key) => key !== LAYOUT_OPTION),
    externalInfoRenderer: c.externalInfoRenderer,
  };
}

/**
 * Greedy: the shortest prefix of items that still fails (trying 1, 2, 4, ... then narrowing), then
 * each option dropped in turn if the case still fails without it.
 */
export function shrink(c: LayoutCase, fails: (c: LayoutCase) => boolean): Reduction {
  let best = fullReduction(c);
  let low = 0;
  let high = c.items.length;
  for (let n = 1; n < c.items.length; n *= 2) {
    if (fails(reduce(c, { ...best, items: n }))) {
      high = n;
      break;
    }
    low = n;
  }
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (fails(reduce(c, { ...best, items: mid }))) high = mid;
    else low = mid;
  }
  best = { ...best, items: high };
  for (const key of [...best.keep]) {
    const without = { ...best, keep: best.keep.filter((k) => k !== key) };
    if (fails(reduce(c, without))) best = without;
  }
  if (best.externalInfoRenderer && fails(reduce(c, { ...best, externalInfoRenderer: false })))
    best = { ...best, externalInfoRenderer: false };
  return best;
}

/** A failing case in a few lines: how to replay it, its container, options and items. */
export function describeCase(c: LayoutCase, reduction: Reduction, problem: string): string {
  const small = reduce(c, reduction);
  const items =
    small.items.length <= 12
      ? JSON.stringify(small.items.map(({ width, height }) => [width, height]))
      : `${small.items.length} items`;
  const replay = [`npx node tests/conformance/explain.ts ${c.layout} ${c.seed}`];
  if (reduction.items !== c.items.length) replay.push(`--items ${reduction.items}`);
  if (reduction.keep.length !== Object.keys(c.options).length - 1)
    replay.push(`--keep ${reduction.keep.join(',') || '-'}`);
  if (c.externalInfoRenderer && !reduction.externalInfoRenderer) replay.push('--no-info-renderer');
  return [
    `${c.layout} (${LAYOUT_CODES[c.layout]}) seed ${c.seed}: ${problem}`,
    `  container ${c.container.width} x ${c.container.height}${small.externalInfoRenderer ? ', text info rendered beside items' : ''}; options ${JSON.stringify(small.options)}`,
    `  items (width, height): ${items}`,
    `  replay: ${replay.join(' ')}`,
  ].join('\n');
}
