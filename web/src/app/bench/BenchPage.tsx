// The benchmark page of the demo site (#/bench): the layouter on the WebAssembly engine in a
// worker, the TypeScript twin in a worker and on the page, and the reference pro-layouts 5.0.148,
// for every layout at 1,000 to 1,000,000 items; image-address throughput; the gallery's first
// paint. It runs when the visitor asks, or at once with #/bench?run=quick (or run=full; with
// layouts=GRID,COLLAGE or items=1000,1000000 for only those), and hands its results to
// automation as `window.__TESSERA_BENCH__`, a promise (npm run bench:browser).

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styles from './BenchPage.module.css';
import { LayoutResults } from './LayoutResults.tsx';
import { FirstPaintTable, ImageUrlTable, MachineFigures, RoundTripTable } from './OtherFigures.tsx';
import { benchPlan, type BenchRequest, benchRequestOf } from './plan.ts';
import type { BenchResults } from './results.ts';
import { ResultsJson } from './ResultsJson.tsx';
import { runBench } from './run-bench.ts';

declare global {
  interface Window {
    /** The results of the run the page started last (for automation: npm run bench:browser). */
    __TESSERA_BENCH__?: Promise<BenchResults>;
  }
}

export interface BenchPageProps {
  /** The address's query: `run=quick|full` starts a run as the page opens (plan.ts). */
  query?: string;
}

const FULL_RUN_REFERENCE_LIMIT_S = benchPlan({ mode: 'full' }).referenceLimitMs / 1000;

type RunState = 'idle' | 'running' | 'done' | 'failed';

export function BenchPage({ query = '' }: BenchPageProps) {
  const [autorun] = useState(() => benchRequestOf(query));
  const [state, setState] = useState<RunState>(autorun === undefined ? 'idle' : 'running');
  const [results, setResults] = useState<BenchResults>();
  const [progress, setProgress] = useState('');
  const [failure, setFailure] = useState('');
  const [stageShown, setStageShown] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  /** Stops the run under way: leaving the page ends it (and its worker). */
  const current = useRef<AbortController>(undefined);

  /** Runs the benchmark; the page is already in its running state. */
  const launch = (request: BenchRequest) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const mine =
      <T,>(set: (value: T) => void) =>
      (value: T) => {
        if (!controller.signal.aborted) set(value);
      };
    const run = runBench(request, {
      signal: controller.signal,
      progress: mine(setProgress),
      update: mine(setResults),
      stage: () => {
        flushSync(() => setStageShown(true));
        return stage.current!;
      },
    });
    window.__TESSERA_BENCH__ = run;
    run.then(
      () => mine(setState)('done'),
      (error: unknown) => {
        mine(setFailure)(error instanceof Error ? error.message : String(error));
        mine(setState)('failed');
      },
    );
    run.finally(() => mine(setStageShown)(false)).catch(() => {});
  };

  const start = (request: BenchRequest) => {
    setState('running');
    setFailure('');
    launch(request);
  };

  useEffect(() => {
    // StrictMode's second run of this effect (in development) starts the run again.
    if (autorun !== undefined) launch(autorun);
    return () => current.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const points = results?.layoutPoints ?? [];
  return (
    <main className={styles.page} data-state={state}>
      <header>
        <h1>Tessera benchmarks</h1>
        <p>
          The gallery&apos;s layouter, timed in this browser: the WebAssembly engine and the
          TypeScript twin in a Web Worker (where the gallery runs them), the twin on the page&apos;s
          own thread, and the reference, pro-layouts 5.0.148, on the page, except at a size where
          one call would take over {FULL_RUN_REFERENCE_LIMIT_S} seconds, judged from the size
          before. Every layout at 1,000 to 1,000,000 items, seeded photo-like sizes, a 1,200 by 800
          container; each figure is the median of several samples. Then the worker&apos;s round
          trip, the image-address throughput and the gallery&apos;s first paint. The full run keeps
          the page busy for several minutes; the quick one takes about a minute.
        </p>
        <p className={styles.buttons}>
          <button
            type="button"
            disabled={state === 'running'}
            onClick={() => start({ mode: 'full' })}
          >
            Run the benchmark
          </button>
          <button
            type="button"
            disabled={state === 'running'}
            onClick={() => start({ mode: 'quick' })}
          >
            Quick run
          </button>
        </p>
        <p role="status" className={styles.status}>
          {state === 'running' && `Measuring: ${progress || 'starting'}…`}
          {state === 'done' && results && `Done in ${(results.durationMs / 1000).toFixed(1)} s.`}
          {state === 'failed' && `The benchmark stopped: ${failure}`}
        </p>
      </header>
      {results && (
        <>
          <section aria-labelledby="bench-machine">
            <h2 id="bench-machine">This machine</h2>
            <MachineFigures machine={results.machine} />
          </section>
          <section aria-labelledby="bench-layouts">
            <h2 id="bench-layouts">Layouts: nanoseconds per item</h2>
            <div className={styles.layouts}>
              {results.layouts
                .filter((layout) => points.some((p) => p.layout === layout))
                .map((layout) => (
                  <LayoutResults
                    key={layout}
                    layout={layout}
                    backends={results.backends}
                    sizes={results.sizes}
                    points={points.filter((p) => p.layout === layout)}
                  />
                ))}
            </div>
          </section>
          {results.roundTrips.length > 0 && (
            <section aria-labelledby="bench-round-trips">
              <h2 id="bench-round-trips">The worker&apos;s round trip</h2>
              <p>
                What the page waits for: the sizes copied to the worker, the layout, the rectangles
                moved back; beside the engine&apos;s own time in the worker.
              </p>
              <RoundTripTable figures={results.roundTrips} points={points} />
            </section>
          )}
          {results.imageUrls.length > 0 && (
            <section aria-labelledby="bench-image-urls">
              <h2 id="bench-image-urls">Image addresses</h2>
              <ImageUrlTable figures={results.imageUrls} />
            </section>
          )}
          {results.firstPaint.length > 0 && (
            <section aria-labelledby="bench-first-paint">
              <h2 id="bench-first-paint">The gallery&apos;s first paint</h2>
              <FirstPaintTable figures={results.firstPaint} />
            </section>
          )}
          {state === 'done' && <ResultsJson results={results} />}
        </>
      )}
      <div ref={stage} className={styles.stage} hidden={!stageShown} aria-hidden="true" />
    </main>
  );
}
