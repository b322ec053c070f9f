// Wall-clock timing: warm up, then the median of several samples. A sample repeats the call
// until it has run long enough for the clock to resolve it well.

export interface TimingPlan {
  /** Calls before timing, so the JIT (and wasm tier-up) has settled. */
  warmupCalls: number;
  /** Warm-up also lasts at least this long: V8 optimises hot wasm functions on a background thread. */
  minWarmupMs?: number;
  /** Samples to take; the figure is their median. */
  samples: number;
  /** A sample repeats the call until this many milliseconds have passed. */
  minSampleMs: number;
}

export interface Timing {
  /** Median nanoseconds per call. */
  nsPerCall: number;
  /** Calls timed in all. */
  calls: number;
}

/** Keeps results alive so no call can be optimised away. */
let sink = 0;

export function keep(value: number): void {
  sink = (sink + value) % 1_000_003;
}

export function sinkValue(): number {
  return sink;
}

function now(): bigint {
  return process.hrtime.bigint();
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Times `call` as `plan` says; `call` returns a number derived from its result. */
export function time(call: () => number, plan: TimingPlan): Timing {
  const warmupEnd = now() + BigInt(Math.round((plan.minWarmupMs ?? 0) * 1e6));
  for (let i = 0; i < plan.warmupCalls || now() < warmupEnd; i++) keep(call());
  const minNs = BigInt(Math.round(plan.minSampleMs * 1e6));
  const perCall: number[] = [];
  let calls = 0;
  for (let s = 0; s < plan.samples; s++) {
    let repeats = 0;
    const start = now();
    let elapsed: bigint;
    do {
      keep(call());
      repeats++;
      elapsed = now() - start;
    } while (elapsed < minNs);
    perCall.push(Number(elapsed) / repeats);
    calls += repeats;
  }
  return { nsPerCall: median(perCall), calls };
}
