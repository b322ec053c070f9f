// Wall-clock timing in a browser page or worker, as bench/timing.ts times in Node: warm up, then
// several samples, each repeating the call until it has run long enough for the clock (coarsened
// to 0.1 ms in pages that are not cross-origin isolated) to resolve it well; the figure is the
// samples' median.

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
  /** Nanoseconds per call of each sample, in the order taken. */
  samplesNs: number[];
  /** Calls timed in all. */
  calls: number;
}

/** Keeps results alive so no call can be optimised away. */
let sink = 0;

export function sinkValue(): number {
  return sink;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Times `call` as `plan` says; `call` returns a number derived from its result. */
export function time(call: () => number, plan: TimingPlan): Timing {
  const warmupEnd = performance.now() + (plan.minWarmupMs ?? 0);
  for (let i = 0; i < plan.warmupCalls || performance.now() < warmupEnd; i++)
    sink = (sink + call()) % 1_000_003;
  const samplesNs: number[] = [];
  let calls = 0;
  for (let s = 0; s < plan.samples; s++) {
    let repeats = 0;
    const start = performance.now();
    let elapsed: number;
    do {
      sink = (sink + call()) % 1_000_003;
      repeats++;
      elapsed = performance.now() - start;
    } while (elapsed < plan.minSampleMs);
    samplesNs.push((elapsed * 1e6) / repeats);
    calls += repeats;
  }
  return { nsPerCall: median(samplesNs), samplesNs, calls };
}

/** `time` for a call that answers later (a message to a worker and its reply). */
export async function timeAsync(call: () => Promise<number>, plan: TimingPlan): Promise<Timing> {
  const warmupEnd = performance.now() + (plan.minWarmupMs ?? 0);
  for (let i = 0; i < plan.warmupCalls || performance.now() < warmupEnd; i++)
    sink = (sink + (await call())) % 1_000_003;
  const samplesNs: number[] = [];
  let calls = 0;
  for (let s = 0; s < plan.samples; s++) {
    let repeats = 0;
    const start = performance.now();
    let elapsed: number;
    do {
      sink = (sink + (await call())) % 1_000_003;
      repeats++;
      elapsed = performance.now() - start;
    } while (elapsed < plan.minSampleMs);
    samplesNs.push((elapsed * 1e6) / repeats);
    calls += repeats;
  }
  return { nsPerCall: median(samplesNs), samplesNs, calls };
}
