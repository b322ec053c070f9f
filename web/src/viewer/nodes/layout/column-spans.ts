// spec/000 §5: "Column spans in a layout are normalised to sum to 12, each at least 3; otherwise
// columns are split evenly." Spans that are all given are scaled to sum to 12 and rounded; when
// that leaves a column under 3 (or a span is missing), every column gets 12 / n.

import { GRID_COLUMNS, MIN_LAYOUT_SPAN } from '../constants.ts';

export function normaliseSpans(spans: ReadonlyArray<number | undefined>): number[] {
  const count = spans.length;
  if (count === 0) return [];
  const given = spans.filter(
    (span): span is number => span !== undefined && Number.isFinite(span) && span > 0,
  );
  if (given.length === count) {
    const scaled = scaleToGrid(given);
    if (scaled.every((span) => span >= MIN_LAYOUT_SPAN)) return scaled;
  }
  return spans.map(() => GRID_COLUMNS / count);
}

/** Whole spans in proportion to `spans`, summing to the grid's 12 (largest remainders first). */
function scaleToGrid(spans: readonly number[]): number[] {
  const total = spans.reduce((sum, span) => sum + span, 0);
  const exact = spans.map((span) => (span * GRID_COLUMNS) / total);
  const whole = exact.map(Math.floor);
  let missing = GRID_COLUMNS - whole.reduce((sum, span) => sum + span, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - whole[index]! }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    whole[index]! += 1;
    missing -= 1;
  }
  return whole;
}
