// The image-address engine of the viewer's media (spec/000 §5): the TypeScript twin's image half,
// bit-identical to the WASM module, loaded on demand as a small chunk (a document has a handful of
// images, so a worker round trip or the whole engine would cost more than it saves). Server
// rendering and hydration pass it in already loaded (`loadViewerImageEngine`), as they do messages.

import type { ImageUrlEngine } from '../../../../bindings/index.ts';

let loaded: ImageUrlEngine | undefined;
let loading: Promise<ImageUrlEngine> | undefined;

/** The engine once this page has loaded it, so a second viewer draws its images at once. */
export function cachedImageEngine(): ImageUrlEngine | undefined {
  return loaded;
}

export function loadViewerImageEngine(): Promise<ImageUrlEngine> {
  loading ??= import('../../../../bindings/ts-image-url.ts').then((module) => {
    loaded = module.tsImageUrlEngine;
    return loaded;
  });
  return loading;
}
