// Wall-clock timing in a browser page or worker, as bench/timing.ts times in Node: warm up, then
// several samples, each repeating the call until it has run long enough for the clock (coarsened
// to 0.1 ms in pages that are not cross-origin isolated) to resolve it well; the figure is the
// samples' median.

import { median, type TimingPlan } from '../../../../bench/timing.ts';

export { median, type TimingPlan };

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
