// The custom elements' module (dist/embed/assets/tessera-elements-*.js, loaded by tessera.js as it
// runs): defines <tessera-gallery> and <tessera-viewer> on the page, each drawn with tessera.js's
// own mount functions. A page that already has an element of that name keeps its own.

import type { MountGallery } from '../deferred-mount.ts';
import { GALLERY_ELEMENT, galleryElement } from './gallery-element.ts';
import { type MountViewer, VIEWER_ELEMENT, viewerElement } from './viewer-element.ts';

export interface ElementsModule {
  defineElements(api: ElementsApi): void;
}

export interface ElementsApi {
  mountGallery: MountGallery;
  mountViewer: MountViewer;
}

export function defineElements(api: ElementsApi): void {
  if (typeof customElements === 'undefined') return;
  if (customElements.get(GALLERY_ELEMENT) === undefined)
    customElements.define(GALLERY_ELEMENT, galleryElement(api.mountGallery));
  if (customElements.get(VIEWER_ELEMENT) === undefined)
    customElements.define(VIEWER_ELEMENT, viewerElement(api.mountViewer));
}
