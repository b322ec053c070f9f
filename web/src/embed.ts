// The prebuilt bundle's entry, dist/embed/tessera.js: a classic script that defines
// `window.Tessera` and, from a small module it loads at once, the custom elements
// <tessera-gallery> and <tessera-viewer> (elements written before that are upgraded then). A site
// adds the one script tag and calls `Tessera.mountGallery(element, props)` with <Gallery>'s props
// or `Tessera.mountViewer(element, props)` with <Viewer>'s, or writes the elements. Everything else
// (the gallery's module, the viewer's, their lazy chunks, the engine worker, tessera.wasm) loads
// from beside this script's own address, wherever it is served from: the gallery's module and the
// worker when the page mounts its first gallery, the viewer's module when it mounts its first
// viewer. The elements' code is not in this script: it would count against a gallery's first paint.

import type { GalleryProps } from './gallery/ui/Gallery.tsx';
import type { ViewerProps } from './viewer/Viewer.tsx';
import {
  deferredHandle,
  deferredMount,
  type GalleryMount,
  type MountGallery,
} from './embed/deferred-mount.ts';
import type { ElementsModule } from './embed/elements/define-elements.ts';
import { startWorkerAt } from './embed/engine-worker.ts';
import type { GalleryModule } from './embed/mount-gallery.tsx';
import type { ViewerModule, ViewerMount } from './embed/mount-viewer.tsx';

/** The modules' and the engine worker's file names, relative to this script; set by the build. */
declare const __TESSERA_GALLERY_MODULE__: string;
declare const __TESSERA_VIEWER_MODULE__: string;
/** The chunks each of those modules imports statically, however deep; set by the build. */
declare const __TESSERA_GALLERY_IMPORTS__: readonly string[];
declare const __TESSERA_VIEWER_IMPORTS__: readonly string[];
declare const __TESSERA_ELEMENTS_MODULE__: string;
declare const __TESSERA_ENGINE_WORKER__: string;

export interface TesseraGlobal {
  mountGallery(element: Element, props: GalleryProps): GalleryMount;
  mountViewer(element: Element, props: ViewerProps): ViewerMount;
}

declare global {
  interface Window {
    Tessera?: TesseraGlobal;
  }
}

function scriptAddress(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return script.src;
  throw new Error('Tessera: tessera.js must be loaded by a <script src> tag');
}

const base = scriptAddress();

/**
 * Imports a module of the embed; a failure is said on the console. The chunks it imports are
 * asked for at the same time: a browser would find them only once it has parsed the module, and
 * theirs only once it has parsed them.
 */
function importModule<T>(
  fileName: string,
  what: string,
  imports: readonly string[] = [],
): Promise<T> {
  const url = new URL(fileName, base).href;
  for (const chunk of imports)
    import(/* @vite-ignore */ new URL(chunk, base).href).catch(() => {
      // The module's own import fails with it, and says so.
    });
  const loading = import(/* @vite-ignore */ url) as Promise<T>;
  loading.catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Tessera: the ${what} could not be loaded from ${url} (${reason})`);
  });
  return loading;
}

let galleryLoading: Promise<MountGallery> | undefined;
let viewerLoading: Promise<ViewerModule['mountViewer']> | undefined;

/** The engine worker starts with the gallery's module, and loads tessera.wasm meanwhile. */
function loadGallery(): Promise<MountGallery> {
  if (galleryLoading !== undefined) return galleryLoading;
  let worker: Worker | undefined;
  try {
    worker = startWorkerAt(new URL(__TESSERA_ENGINE_WORKER__, base).href);
  } catch {
    // Left to the module, which starts its own worker or falls back to the TypeScript twin.
  }
  galleryLoading = importModule<GalleryModule>(
    __TESSERA_GALLERY_MODULE__,
    'gallery',
    __TESSERA_GALLERY_IMPORTS__,
  ).then(
    (module) => {
      module.startEngine(worker);
      return module.mountGallery;
    },
    (error: unknown) => {
      worker?.terminate();
      throw error;
    },
  );
  return galleryLoading;
}

function loadViewer(): Promise<ViewerModule['mountViewer']> {
  viewerLoading ??= importModule<ViewerModule>(
    __TESSERA_VIEWER_MODULE__,
    'viewer',
    __TESSERA_VIEWER_IMPORTS__,
  ).then((module) => {
    // The galleries of documents start their worker as galleries do: from beside this script,
    // from another origin too.
    module.startWorkersWith(() => startWorkerAt(new URL(__TESSERA_ENGINE_WORKER__, base).href));
    return module.mountViewer;
  });
  return viewerLoading;
}

function assertElement(element: unknown, method: string): asserts element is Element {
  if (!(element instanceof Element)) {
    throw new TypeError(`Tessera.${method}: the first argument must be an element`);
  }
}

window.Tessera ??= {
  mountGallery(element, props) {
    assertElement(element, 'mountGallery');
    return deferredMount(loadGallery(), element, props);
  },
  mountViewer(element, props) {
    assertElement(element, 'mountViewer');
    return deferredHandle(loadViewer(), element, props).handle;
  },
};

const tessera = window.Tessera;
importModule<ElementsModule>(__TESSERA_ELEMENTS_MODULE__, 'custom elements').then(
  (module) => module.defineElements(tessera),
  () => {
    // Said on the console by importModule; Tessera.mountGallery and mountViewer still work.
  },
);
