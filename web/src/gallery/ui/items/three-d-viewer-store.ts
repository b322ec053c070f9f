// Loads the 3D viewer (@google/model-viewer, with three.js: a large chunk) only when a 3D item is
// about to show (DESIGN: "the 3D viewer ... split chunks, loaded when first needed"), and tells
// React when it is there. Read with useSyncExternalStore: the server snapshot is "not loaded", so
// the server and the hydrating render both show the poster.

let loaded = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the viewer, once; registers the `<model-viewer>` element when done. */
export function loadViewer(): void {
  loading ??= import('@google/model-viewer').then(
    () => {
      loaded = true;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // The item keeps its poster; the next item that comes near tries again.
      loading = null;
      console.error(error);
    },
  );
}

export function subscribeViewer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const viewerSnapshot = (): boolean => loaded;
export const viewerServerSnapshot = (): boolean => false;
