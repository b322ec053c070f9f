// A gallery's layout within STYLESHEET_BUDGET (widths.ts): the rungs, most exact first — ranges of
// one structure at each tolerance of BREAKPOINT_TOLERANCES, then the scaled rung (scaled.ts) —
// each written with as many items as the budget holds (the first ones: the rest are hidden until
// the gallery hydrates, and drawn then by the same ranges). The first rung of ranges that holds
// every item is taken; else the first whose items left out all start HIDDEN_BELOW the gallery's
// top at every width; else the one of all that holds the most items. Every rung is free of
// overlaps (a range moves one structure's edges in proportion, a scaled one scales one layout)
// and the hydrated gallery draws what it writes, so none shifts. Pure: the engine is handed in.

import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import { type LayoutAt, remembered, type Sample } from './samples.ts';
import { rangesOf, sampleWidths } from './segments.ts';
import type { LayoutSegment } from './segment.ts';
import { scaledSegments } from './scaled.ts';
import { sameStructure } from './structure.ts';
import { fixedChars, type StylesheetParts, stylesheetParts } from './stylesheet.ts';
import {
  BREAKPOINT_ITEM_LAYOUTS,
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  BREAKPOINT_TOLERANCES,
  HIDDEN_BELOW,
  STYLESHEET_BUDGET,
} from './widths.ts';

export interface BudgetedLayout {
  segments: LayoutSegment[];
  parts: StylesheetParts;
  /** How many items (the first ones) the stylesheet places. */
  shown: number;
}

/** The fewest characters an item's rule takes in a range (`._1{left:0}` and more). */
const LEAST_RULE_CHARS = 24;

/** How many of the first items fit the budget with the stylesheet of these parts. */
function shownWithin(parts: StylesheetParts, scope: string, budget: number): number {
  const { count, itemChars } = parts;
  let left = budget - fixedChars(parts, scope, count);
  let shown = 0;
  while (shown < itemChars.length && itemChars[shown] <= left) left -= itemChars[shown++];
  if (shown === count) return count;
  // Hiding the rest takes a rule of its own.
  left -= fixedChars(parts, scope, shown) - fixedChars(parts, scope, count);
  while (shown > 0 && left < 0) left += itemChars[--shown];
  return shown;
}

/** Per count of items shown: the least top, at any sample, of the items after them. */
function hiddenDepths(samples: readonly Sample[], count: number): Float64Array {
  const depth = new Float64Array(count + 1).fill(Infinity);
  for (const { layout } of samples)
    for (let i = count - 1; i >= 0; i--)
      depth[i] = Math.min(depth[i], depth[i + 1], layout.rects[i * RECT_STRIDE + 1]);
  return depth;
}

/** The fewest first items to show for the rest to start HIDDEN_BELOW at every width. */
function neededShown(depth: Float64Array): number {
  let needed = 0;
  while (needed < depth.length - 1 && depth[needed] < HIDDEN_BELOW) needed++;
  return needed;
}

function rung(segments: LayoutSegment[], scope: string, budget: number): BudgetedLayout {
  const parts = stylesheetParts(segments, budget);
  return { segments, parts, shown: shownWithin(parts, scope, budget) };
}

export function budgetedLayout(
  layoutAt: LayoutAt,
  scope: string,
  budget = STYLESHEET_BUDGET,
  min = BREAKPOINT_MIN_WIDTH,
  max = BREAKPOINT_MAX_WIDTH,
): BudgetedLayout {
  const once = remembered(layoutAt);
  const first = once(min);
  const count = Math.floor(first.rects.length / RECT_STRIDE);
  const limit = Math.floor(BREAKPOINT_ITEM_LAYOUTS / Math.max(1, count));
  // Ranges of one structure are looked for only if, from the first samples, those needed to
  // show every item starting above HIDDEN_BELOW could fit the budget.
  const worthIt = (coarse: readonly Sample[]) => {
    let changes = 0;
    for (let i = 1; i < coarse.length; i++)
      if (!sameStructure(coarse[i - 1].structure, coarse[i].structure)) changes++;
    const needed = neededShown(hiddenDepths(coarse, count));
    // Where most steps change, each likely hides several changes.
    const ranges = 1 + (2 * changes > coarse.length ? 8 * changes : changes);
    return ranges * needed * LEAST_RULE_CHARS <= budget;
  };
  const samples = sampleWidths(once, min, max, limit, worthIt);
  let best: BudgetedLayout | null = null;
  let fair: BudgetedLayout | null = null;
  if (samples !== null) {
    const depth = hiddenDepths(samples.sorted(), count);
    const needed = neededShown(depth);
    for (const tolerance of BREAKPOINT_TOLERANCES) {
      const segments = rangesOf(samples, max, tolerance);
      // Ranges that could not hold the items of the first screens even at their shortest are
      // not written out.
      if (segments.length * needed * LEAST_RULE_CHARS > budget) continue;
      const found = rung(segments, scope, budget);
      if (found.shown === count) return found;
      if (depth[found.shown] >= HIDDEN_BELOW) fair ??= found;
      if (best === null || found.shown > best.shown) best = found;
    }
    if (fair !== null) return fair;
  }
  const scaled = rung(scaledSegments(once, min, max), scope, budget);
  return best !== null && best.shown >= scaled.shown ? best : scaled;
}
