// The size budgets of the package and of every chunk loaded on demand, gzip, in one place
// (STYLE.md: a size budget per entry point), checked by tests/size/sizes.test.ts, which prints
// them beside today's sizes. Each has about a quarter of headroom above its size when set.
// Three budgets are held where their reasons are written: the embed before its first paint
// (web/src/embed/bundle-size.test.ts: 110 KB with React, Tessera's part 40 KB), the viewer's core
// and each locale (web/src/viewer/size.test.ts: 30 KB, 1.5 KB) and tessera.wasm
// (bindings/wasm/size.test.ts: 45 KB).

export const KB = 1024;

/**
 * The package's entries (package.json `exports`), each with the chunks it imports statically,
 * minified as a site's bundler ships them; React, ReactDOM and the dependencies not counted.
 */
export const PACKAGE_ENTRY_BUDGETS: Readonly<Record<string, number>> = {
  // <Gallery> and <Viewer>.
  index: 64 * KB,
  // The viewer, react-dom/server aside.
  server: 28 * KB,
  // A gallery alone on the server and its hydration: <Gallery>, its static items and the layout
  // stylesheet (the TS twin lays the gallery out at the widths of its ranges).
  'server-gallery': 80 * KB,
  // createEngine and the engine client; the wasm and the twin are loaded when asked for.
  engine: 10 * KB,
  options: 19 * KB,
  'image-url': 5.5 * KB,
  video: 9 * KB,
};

/** The package's other files: its stylesheet and the engine's worker (with the wasm's glue). */
export const PACKAGE_FILE_BUDGETS: Readonly<Record<string, number>> = {
  'style.css': 10 * KB,
  'engine.worker.js': 20 * KB,
};

/** Any module of the embed a page loads as it starts (tessera.js loads one per kind of use). */
export const EMBED_ENTRY_BUDGET = 130 * KB;
export const EMBED_WORKER_BUDGET = 20 * KB;

/**
 * Chunks loaded on demand, by module name, in the package (whose dependencies the site's bundler
 * adds) and in the embed (which holds them); any other chunk (a node kind's renderer, a player, a
 * locale, a part the lazy ones share) at most OTHER_LAZY_CHUNK_BUDGET.
 */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<'package' | 'embed', Record<string, number>>> = {
  package: {
    // The TypeScript twin, the engine's fallback where the worker cannot start.
    'ts-engine': 16 * KB,
    HorizontalGallery: 13 * KB,
    // The map's view, without Leaflet.
    'leaflet-map': 9 * KB,
    // A document's gallery: on the server it writes the gallery layout stylesheet (spec/000 §7).
    GalleryNode: 8 * KB,
  },
  embed: {
    // The libraries of spec/000 §5's media, loaded only by a page that plays or shows them.
    'model-viewer': 320 * KB,
    'dash.all.min': 270 * KB,
    hls: 200 * KB,
    // The map's view with Leaflet (once the embed holds the viewer).
    'leaflet-map': 64 * KB,
    // The TypeScript twin with the option engine.
    'ts-engine': 20 * KB,
    // The text item's sanitiser, DOMPurify.
    'text-sanitiser': 16 * KB,
    // A document's gallery: on the server it writes the gallery layout stylesheet (spec/000 §7).
    GalleryNode: 8 * KB,
    // The blueprint for the twin on the main thread, with the option engine.
    blueprint: 11 * KB,
    // The option engine alone, where the lazy parts share it.
    'gallery-layout-params': 10 * KB,
    HorizontalGallery: 13 * KB,
    // The full-screen viewer with its focus trap (once the embed holds the viewer).
    FullscreenViewer: 13 * KB,
  },
};

export const OTHER_LAZY_CHUNK_BUDGET = 6 * KB;
