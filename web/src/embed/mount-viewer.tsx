// The embedded content viewer (dist/embed/assets/tessera-viewer-*.js): tessera.js loads it the
// first time a page mounts a viewer, so a page of galleries never loads it. Draws a <Viewer> in a
// shadow root inside the site's element (shadow-host.ts), as the embedded gallery is drawn.

import { createRoot } from 'react-dom/client';
import { configureSharedEngine } from '../gallery/worker/shared-engine-options.ts';
import { Viewer, type ViewerProps } from '../viewer/index.ts';
import type { Mount } from './deferred-mount.ts';
import { GALLERY_CSS } from './gallery-css.ts';
import { addShadowHost } from './shadow-host.ts';
import { VIEWER_CSS } from './viewer-css.ts';

export type ViewerMount = Mount<ViewerProps>;

/** What tessera.js takes from this module. */
export interface ViewerModule {
  /** How the galleries of documents start their engine worker: as tessera.js starts it. */
  startWorkersWith(createWorker: () => Worker): void;
  mountViewer(element: Element, props: ViewerProps): ViewerMount;
}

export function startWorkersWith(createWorker: () => Worker): void {
  configureSharedEngine({ createWorker });
}

export function mountViewer(element: Element, props: ViewerProps): ViewerMount {
  const { host, mountPoint } = addShadowHost(element, [GALLERY_CSS, VIEWER_CSS]);
  const root = createRoot(mountPoint);
  root.render(<Viewer {...props} />);
  let live = true;
  return {
    update(next) {
      if (live) root.render(<Viewer {...next} />);
    },
    unmount() {
      if (!live) return;
      live = false;
      root.unmount();
      host.remove();
    },
  };
}
