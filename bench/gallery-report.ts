// What the gallery's browser benchmark found, in the shape `--json` prints, and its table.

import { median } from './timing.ts';

/** The speed goals of a gallery of 100,000 items in Chromium: first items, longest task. */
export const FIRST_ITEMS_GOAL_MS = 100;
export const LONGEST_TASK_GOAL_MS = 50;
export const GOAL_ITEMS = 100_000;

/** One page load at one item count. */
export interface GalleryRun {
  backend: string | null;
  /** mountGallery on a fresh page: the gallery's module, worker and wasm load first. */
  placedMs: number;
  paintedMs: number;
  /**
   * mountGallery again on the same page, right after unmount, with new items (new objects,
   * pictures at new addresses): the gallery's code is loaded and the page's engine still runs
   * (it outlives the last gallery by ENGINE_LINGER_MS); nothing else is cached.
   */
  remountPlacedMs: number;
  remountPaintedMs: number;
  /** The same once the page's engine has stopped: a new worker and its wasm start first. */
  coldEnginePaintedMs: number;
  elementsAtRest: number;
  itemsAtRest: number;
  galleryHeight: number;
  longestTaskMs: number;
  longestFrameMs: number;
  scrollFrames: number;
  scrollStepPx: number;
  mostItemsWhileScrolling: number;
  lastIndexDrawn: number;
}

/** The medians of the runs at one item count. */
export interface GalleryFigure extends GalleryRun {
  items: number;
  runs: number;
}

export interface GalleryBenchReport {
  chromium: string;
  viewport: { width: number; height: number };
  figures: GalleryFigure[];
}

const NUMERIC: readonly (keyof GalleryRun)[] = [
  'placedMs',
  'paintedMs',
  'remountPlacedMs',
  'remountPaintedMs',
  'coldEnginePaintedMs',
  'elementsAtRest',
  'itemsAtRest',
  'galleryHeight',
  'longestTaskMs',
  'longestFrameMs',
  'scrollFrames',
  'scrollStepPx',
  'mostItemsWhileScrolling',
  'lastIndexDrawn',
];

export function figureOfRuns(items: number, runs: readonly GalleryRun[]): GalleryFigure {
  const figure: GalleryFigure = { ...runs[0], items, runs: runs.length };
  for (const key of NUMERIC)
    (figure[key] as number) = median(runs.map((run) => run[key] as number));
  return figure;
}

const count = new Intl.NumberFormat('en-US');
const ms = (value: number) => (value >= 100 ? count.format(Math.round(value)) : value.toFixed(1));

/** Over the speed goals at 100,000 items: which figures, or 'ok'. */
export function goal(figure: GalleryFigure): string {
  if (figure.items !== GOAL_ITEMS) return '';
  const over = [
    figure.remountPaintedMs > FIRST_ITEMS_GOAL_MS ? 'first painted, code loaded' : '',
    figure.longestTaskMs > LONGEST_TASK_GOAL_MS ? 'longest task' : '',
  ].filter(Boolean);
  return over.length === 0 ? 'ok' : `over: ${over.join(', ')}`;
}

export function formatGalleryTable(report: GalleryBenchReport): string {
  const header = [
    'items',
    'runs',
    'first placed ms',
    'first painted ms',
    'remount placed/painted ms',
    'engine stopped: painted ms',
    'elements at rest',
    'items at rest',
    'longest task ms',
    'longest frame ms',
    'scroll px/frame',
    'most items scrolling',
    'goal',
  ];
  const rows = [
    header,
    ...report.figures.map((f) => [
      count.format(f.items),
      String(f.runs),
      ms(f.placedMs),
      ms(f.paintedMs),
      `${ms(f.remountPlacedMs)}/${ms(f.remountPaintedMs)}`,
      ms(f.coldEnginePaintedMs),
      count.format(f.elementsAtRest),
      count.format(f.itemsAtRest),
      ms(f.longestTaskMs),
      ms(f.longestFrameMs),
      count.format(f.scrollStepPx),
      count.format(f.mostItemsWhileScrolling),
      goal(f),
    ]),
  ];
  const widths = header.map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const grid = rows.map((row) => row.map((cell, c) => cell.padStart(widths[c])).join('  '));
  const backends = [...new Set(report.figures.map((f) => f.backend ?? 'unknown'))].join(', ');
  return [
    `Tessera gallery in Chromium ${report.chromium}: the script-tag embed (dist/embed/tessera.js), masonry, viewport ${report.viewport.width} x ${report.viewport.height} px, engine: ${backends}`,
    '',
    ...grid,
    '',
    'Medians over runs, each a fresh page. first placed / painted: from Tessera.mountGallery to the first item',
    "elements, and to the animation frame that paints an item whose picture has loaded, in the page's clock;",
    "the page's first call includes loading the gallery's module, the worker and the wasm. remount: a second",
    'mountGallery on the same page right after unmount, of new items with pictures at new addresses (the code',
    'is loaded and the engine still runs, as on a single-page site moving to its next page; nothing else is',
    'cached). engine stopped: the same, once the engine has stopped 5 s after the last gallery went (a new',
    'worker and its wasm start first). at rest: elements inside the gallery (its shadow root).',
    "longest task: the longest main-thread task ('longtask' entries, 0 when none reached 50 ms) while the page",
    'scrolls from top to bottom a fixed distance per animation frame; longest frame: the longest gap between',
    'two animation frames meanwhile.',
    `goal: at ${count.format(GOAL_ITEMS)} items, first items painted within ${FIRST_ITEMS_GOAL_MS} ms of mountGallery once the code is loaded (remount), and no task over ${LONGEST_TASK_GOAL_MS} ms`,
    'while scrolling. The page-load figures add fetching and compiling the code, the same at every item count.',
    'A fling (more than a screen per frame) draws boxes until it settles (use-viewport-band.ts).',
    '',
  ].join('\n');
}
