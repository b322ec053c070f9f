// A base-10 logarithmic scale for the benchmark charts: the decades that hold the values, and
// where a value falls between two pixel positions.

export interface LogScale {
  /** The decades' powers of ten, from the one at or below the least value to the one at or above the greatest. */
  ticks: number[];
  /** The position of `value` between `from` (the first tick) and `to` (the last). */
  at(value: number): number;
}

export function logScale(values: readonly number[], from: number, to: number): LogScale {
  const logs = values.filter((v) => v > 0 && Number.isFinite(v)).map(Math.log10);
  let low = logs.length === 0 ? 0 : Math.floor(Math.min(...logs));
  let high = logs.length === 0 ? 1 : Math.ceil(Math.max(...logs));
  if (high === low) {
    low -= 1;
    high += 1;
  }
  const ticks: number[] = [];
  for (let p = low; p <= high; p++) ticks.push(10 ** p);
  return {
    ticks,
    at: (value) => from + ((Math.log10(value) - low) / (high - low)) * (to - from),
  };
}
