// The prebuilt bundle's entry, dist/embed/tessera.js: a classic script that defines
// `window.Tessera`. A site adds the one script tag and calls
// `Tessera.mountGallery(element, props)` with <Gallery>'s props. Everything else (the gallery's
// module, its lazy chunks, the engine worker, tessera.wasm) loads from beside this script's own
// address, wherever it is served from; loading starts as soon as the script runs.

import type { GalleryProps } from './gallery/ui/Gallery.tsx';
import { deferredMount, type GalleryMount, type MountGallery } from './embed/deferred-mount.ts';
import { startWorkerAt } from './embed/engine-worker.ts';
import type { GalleryModule } from './embed/mount-gallery.tsx';

/** The gallery module's and the engine worker's file names, relative to this script; set by the build. */
declare const __TESSERA_GALLERY_MODULE__: string;
declare const __TESSERA_ENGINE_WORKER__: string;

export interface TesseraGlobal {
  mountGallery(element: Element, props: GalleryProps): GalleryMount;
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

const moduleUrl = new URL(__TESSERA_GALLERY_MODULE__, scriptAddress()).href;

// The worker starts now, and loads tessera.wasm, while the page loads the gallery's module.
let worker: Worker | undefined;
try {
  worker = startWorkerAt(new URL(__TESSERA_ENGINE_WORKER__, scriptAddress()).href);
} catch {
  // Left to the module, which starts its own worker or falls back to the TypeScript twin.
}

const load: Promise<MountGallery> = import(/* @vite-ignore */ moduleUrl).then(
  (module: GalleryModule) => {
    module.startEngine(worker);
    return module.mountGallery;
  },
);
load.catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Tessera: the gallery could not be loaded from ${moduleUrl} (${reason})`);
});

window.Tessera ??= {
  mountGallery(element, props) {
    if (!(element instanceof Element)) {
      throw new TypeError('Tessera.mountGallery: the first argument must be an element');
    }
    return deferredMount(load, element, props);
  },
};
