// The embedded gallery (dist/embed/assets/tessera-gallery-*.js, loaded by tessera.js): draws a
// <Gallery> in a shadow root inside the site's element, with the gallery's stylesheet adopted
// there, so the page's CSS does not reach the gallery and the gallery's CSS does not reach the
// page. Every gallery of the page shares one engine worker, started from beside this file.

import { createRoot } from 'react-dom/client';
import { Gallery, type GalleryProps } from '../gallery/ui/index.ts';
import { createEngineClient, type EngineClient } from '../gallery/worker/index.ts';
import workerUrl from '../gallery/worker/engine.worker.ts?worker&url';
import type { GalleryMount, GalleryNavigation } from './deferred-mount.ts';
import { startWorkerAt } from './engine-worker.ts';
import { GALLERY_CSS } from './gallery-css.ts';
import './shadow-host.css';

/** Marks the element the embed adds inside the site's element. */
export const EMBED_HOST_ATTRIBUTE = 'data-tessera-embed';

let engine: Promise<EngineClient> | undefined;
let sheet: CSSStyleSheet | undefined;

/**
 * The page's engine, on `worker` when tessera.js started one as it ran (so the worker and the wasm
 * loaded while this module did), otherwise on a worker started now from beside this file.
 */
export function startEngine(worker?: Worker): Promise<EngineClient> {
  engine ??= createEngineClient({
    createWorker: () => worker ?? startWorkerAt(new URL(workerUrl, import.meta.url).href),
  });
  return engine;
}

/** What tessera.js takes from this module. */
export interface GalleryModule {
  startEngine(worker?: Worker): Promise<EngineClient>;
  mountGallery(element: Element, props: GalleryProps): GalleryMount;
}

function styleShadow(shadow: ShadowRoot): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (sheet === undefined) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(GALLERY_CSS);
    }
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = GALLERY_CSS;
  shadow.append(style);
}

export function mountGallery(element: Element, props: GalleryProps): GalleryMount {
  const host = document.createElement('div');
  host.setAttribute(EMBED_HOST_ATTRIBUTE, '');
  const shadow = host.attachShadow({ mode: 'open' });
  styleShadow(shadow);
  const mountPoint = document.createElement('div');
  shadow.append(mountPoint);
  element.append(host);
  const root = createRoot(mountPoint);

  let latest = props;
  let client: EngineClient | undefined;
  let live = true;
  // A horizontal gallery hands its navigation to the host's listener, and to the handle.
  let navigation: GalleryNavigation | undefined;
  const eventsListener: GalleryProps['eventsListener'] = (name, data) => {
    if (name === 'NAVIGATION_API_READY') navigation = data as GalleryNavigation;
    latest.eventsListener?.(name, data);
  };
  const draw = () => {
    const given = latest.client ?? client;
    if (given !== undefined)
      root.render(<Gallery {...latest} client={given} eventsListener={eventsListener} />);
  };
  startEngine().then((ready) => {
    client = ready;
    if (live) draw();
  });
  if (props.client !== undefined) draw();

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
    },
    next: () => navigation?.next() ?? false,
    previous: () => navigation?.previous() ?? false,
    toIndex: (index) => navigation?.toIndex(index) ?? false,
    play: () => navigation?.play(),
    pause: () => navigation?.pause(),
  };
}
