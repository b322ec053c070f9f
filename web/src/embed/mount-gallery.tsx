// The embedded gallery (dist/embed/assets/tessera-gallery-*.js, loaded by tessera.js): draws a
// <Gallery> in a shadow root inside the site's element (shadow-host.ts). Every gallery of the page
// shares one engine worker, stopped a few seconds after the last gallery is unmounted
// (page-engine.ts).

import { createRoot } from 'react-dom/client';
import { Gallery, type GalleryProps } from '../gallery/ui/index.ts';
import { type EngineClient, pendingEngineClient } from '../gallery/worker/index.ts';
import type { GalleryMount, GalleryNavigation } from './deferred-mount.ts';
import { holdEngine, releaseEngine, startEngine } from './page-engine.ts';
import { GALLERY_CSS } from './gallery-css.ts';
import { addShadowHost } from './shadow-host.ts';

export { startEngine };

/** What tessera.js takes from this module. */
export interface GalleryModule {
  startEngine(worker?: Worker): Promise<EngineClient>;
  mountGallery(element: Element, props: GalleryProps): GalleryMount;
}

export function mountGallery(element: Element, props: GalleryProps): GalleryMount {
  const { host, mountPoint } = addShadowHost(element, [GALLERY_CSS]);
  const root = createRoot(mountPoint);

  let latest = props;
  // The gallery draws at once: it measures and reads its items while the engine starts.
  const client = pendingEngineClient(holdEngine());
  let live = true;
  // A horizontal gallery hands its navigation to the host's listener, and to the handle.
  let navigation: GalleryNavigation | undefined;
  const eventsListener: GalleryProps['eventsListener'] = (name, data) => {
    if (name === 'NAVIGATION_API_READY') navigation = data as GalleryNavigation;
    latest.eventsListener?.(name, data);
  };
  const draw = () => {
    root.render(
      <Gallery {...latest} client={latest.client ?? client} eventsListener={eventsListener} />,
    );
  };
  draw();

  return {
    update(next) {
      if (!live) return;
      latest = next;
      draw();
    },
    unmount() {
      if (!live) return;
      live = false;
      navigation = undefined;
      root.unmount();
      host.remove();
      releaseEngine();
    },
    next: () => navigation?.next() ?? false,
    previous: () => navigation?.previous() ?? false,
    toIndex: (index) => navigation?.toIndex(index) ?? false,
    play: () => navigation?.play(),
    pause: () => navigation?.pause(),
  };
}
