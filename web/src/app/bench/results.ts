// The benchmark page's results: what it draws, offers as JSON and hands to automation
// (`window.__TESSERA_BENCH__`, read by `npm run bench:browser`).

import type { BenchMode } from './plan.ts';

/** Where a layout was timed: the engine's two backends in a worker and on the page, and the reference. */
export const LAYOUT_BACKENDS = ['wasm-worker', 'ts-worker', 'ts-main', 'reference'] as const;
export type LayoutBackend = (typeof LAYOUT_BACKENDS)[number];

export const BACKEND_LABELS: Record<LayoutBackend, string> = {
  'wasm-worker': 'WebAssembly in a worker',
  'ts-worker': 'TypeScript in a worker',
  'ts-main': 'TypeScript on the page',
  reference: 'pro-layouts 5.0.148 on the page',
};

/** One layout at one size on one backend: the median of several samples. */
export interface LayoutFigure {
  backend: LayoutBackend;
  layout: string;
  items: number;
  /** Median nanoseconds per item of one layout call. */
  nsPerItem: number;
  /** Nanoseconds per item of each sample. */
  samples: number[];
}

/** A point not measured: the reference at a size it would not finish in time, or an error. */
export interface MissingFigure {
  backend: LayoutBackend;
  layout: string;
  items: number;
  /** Why the reference was not run at this size. */
  skipped?: string;
  error?: string;
}

export type LayoutPoint = LayoutFigure | MissingFigure;

export function isMeasured(point: LayoutPoint): point is LayoutFigure {
  return 'nsPerItem' in point;
}

export type WorkerBackend = 'wasm-worker' | 'ts-worker';

/**
 * A layout asked of the worker from the page and answered, as the gallery asks for one: the
 * sizes copied in, the layout, its rectangles transferred back (the median of several samples).
 */
export interface RoundTripFigure {
  backend: WorkerBackend;
  layout: string;
  items: number;
  nsPerItem: number;
  samples: number[];
}

export type ImageUrlBackend = WorkerBackend;

export interface ImageUrlFigure {
  backend: ImageUrlBackend;
  /** Requests in one batch call. */
  batch: number;
  nsPerAddress: number;
  addressesPerSecond: number;
  samples: number[];
}

export interface FirstPaintRun {
  /** ms from rendering the gallery to the first item elements on the page. */
  placedMs: number;
  /** ms from rendering the gallery to the frame that paints a loaded picture in view. */
  paintedMs: number;
}

export interface FirstPaintFigure {
  items: number;
  /** Medians of the runs. */
  placedMs: number;
  paintedMs: number;
  runs: FirstPaintRun[];
}

export interface Machine {
  hardwareConcurrency: number | null;
  /** GB, rounded by the browser; null where it does not tell (navigator.deviceMemory). */
  deviceMemory: number | null;
  userAgent: string;
  /** Whether the page is cross-origin isolated: its clock then resolves 5 µs rather than 100 µs. */
  crossOriginIsolated: boolean;
}

export interface BenchResults {
  mode: BenchMode;
  startedAt: string;
  durationMs: number;
  machine: Machine;
  container: { width: number; height: number };
  seed: number;
  backends: LayoutBackend[];
  layouts: string[];
  sizes: number[];
  /** One per backend, layout and size. */
  layoutPoints: LayoutPoint[];
  /** The worker backends' round trips, for the first layout, at every size. */
  roundTrips: RoundTripFigure[];
  imageUrls: ImageUrlFigure[];
  firstPaint: FirstPaintFigure[];
}

export function machineFigures(): Machine {
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return {
    hardwareConcurrency: navigator.hardwareConcurrency ?? null,
    deviceMemory: typeof memory === 'number' ? memory : null,
    userAgent: navigator.userAgent,
    crossOriginIsolated: globalThis.crossOriginIsolated === true,
  };
}
