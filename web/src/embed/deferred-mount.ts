// Handles that exist before the code they drive has loaded: `Tessera.mountGallery` and
// `Tessera.mountViewer` answer at once, and the handle forwards to the real gallery or viewer
// once its module is there. Props given meanwhile are kept (the latest win); an unmount before
// the load means nothing is drawn.

import type { GalleryProps } from '../gallery/ui/Gallery.tsx';

/** What every embedded thing answers: new props, and going away. */
export interface Mount<Props> {
  /** Draws with new props; ignored once unmounted. */
  update(props: Props): void;
  /** Removes everything it added to the element; later calls do nothing. */
  unmount(): void;
}

/** A horizontal gallery's navigation (spec/002 §7): what NAVIGATION_API_READY gives the host. */
export interface GalleryNavigation {
  /** Each returns whether a slide started: false before the gallery is ready, at a blocked end, during a slide. */
  next(): boolean;
  previous(): boolean;
  toIndex(index: number): boolean;
  /** Auto-slide goes on or stops, as by the play/pause button. */
  play(): void;
  pause(): void;
}

export interface GalleryMount extends Mount<GalleryProps>, GalleryNavigation {}

export type MountGallery = (element: Element, props: GalleryProps) => GalleryMount;

/**
 * A handle for what `load` brings, and the real one once it is mounted (undefined before, and
 * after the unmount).
 */
export function deferredHandle<Props, Real extends Mount<Props>>(
  load: Promise<(element: Element, props: Props) => Real>,
  element: Element,
  props: Props,
): { handle: Mount<Props>; current(): Real | undefined } {
  let latest = props;
  let mounted: Real | undefined;
  let gone = false;
  load.then(
    (mount) => {
      if (!gone) mounted = mount(element, latest);
    },
    () => {
      // The loader reports the failure once, for everything of the page.
    },
  );
  const handle: Mount<Props> = {
    update(next) {
      if (gone) return;
      latest = next;
      mounted?.update(next);
    },
    unmount() {
      if (gone) return;
      gone = true;
      mounted?.unmount();
      mounted = undefined;
    },
  };
  return { handle, current: () => mounted };
}

export function deferredMount(
  load: Promise<MountGallery>,
  element: Element,
  props: GalleryProps,
): GalleryMount {
  const { handle, current } = deferredHandle(load, element, props);
  return {
    ...handle,
    next: () => current()?.next() ?? false,
    previous: () => current()?.previous() ?? false,
    toIndex: (index) => current()?.toIndex(index) ?? false,
    play: () => current()?.play(),
    pause: () => current()?.pause(),
  };
}
