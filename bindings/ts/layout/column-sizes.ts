// Twin of crates/layout/src/column_sizes.rs: the sizes of the items of a row (2h, 3h) of a
// repeating group spanning a column, as the reference reaches them, last bit included. Observed of
// pro-gallery 5.0.148 as a black box (its rounding calls logged): the items, from their own (cut)
// sides, are set side by side at the first item's height and sized to the row's inner height at
// the column's target width (less the spacing between them, through the inverse of the sum of
// their ratios; three times when an item then has a side under the minimum item size), then to
// the outer height at the column's width less the spacing, each resize multiplying both sides by
// new over old. Which way a width that lands on half a pixel rounds follows the last bit those
// products leave (the last pair of bricks and its stand-in). Not followed to the last bit yet
// when the row is tried again (a wide spacing): about 1 such row in 10 still rounds otherwise.

function toHeight(st: Float64Array, i: number, height: number): void {
  const k = height / st[2 * i + 1];
  st[2 * i] *= k;
  st[2 * i + 1] *= k;
}

function sumOfRatios(st: Float64Array, n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += st[2 * i] / st[2 * i + 1];
  return sum;
}

function smallestSide(st: Float64Array, n: number): number {
  let least = Infinity;
  for (let i = 0; i < 2 * n; i++) least = Math.min(least, st[i]);
  return least;
}

/**
 * Sets the `n` items side by side and sizes them to the row's inner height at `target` wide
 * (through the inverse of the sum of their ratios); returns that height.
 */
function sizedAtWidth(st: Float64Array, n: number, target: number, s: number): number {
  for (let i = 1; i < n; i++) toHeight(st, i, st[1]);
  const inner = (target - n * s) * (1 / sumOfRatios(st, n));
  for (let i = 0; i < n; i++) toHeight(st, i, inner);
  return inner;
}

/**
 * Sizes the `n` items of a row (their cut sides in `st`, width and height per place) to span a
 * column `width` wide, first at the column's target width `target`; returns the row's outer
 * height (`rowHeight` in columns.ts, from the items' ratios at the target). `st` is left with
 * the items' sides.
 */
export function rowSizedInColumn(st: Float64Array, n: number, target: number, width: number, s: number, minItemSize: number): number {
  sizedAtWidth(st, n, target, s);
  if (smallestSide(st, n) < minItemSize) {
    // The reference tries the row again (observed: arranged and sized twice more).
    for (let round = 0; round < 2; round++) sizedAtWidth(st, n, target, s);
  }
  const inverse = 1 / sumOfRatios(st, n);
  const height = width * inverse + s * (1 - n * inverse);
  for (let i = 0; i < n; i++) toHeight(st, i, height - s);
  return height;
}
