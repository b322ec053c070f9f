// A gallery handle that exists before the gallery's code has loaded: `Tessera.mountGallery`
// answers at once, and the handle forwards to the real gallery once its module is there. Props
// given meanwhile are kept (the latest win); an unmount before the load means nothing is drawn.

import type { GalleryProps } from '../gallery/ui/Gallery.tsx';

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

export interface GalleryMount extends GalleryNavigation {
  /** Draws the gallery with new props (items, options, ...); ignored once unmounted. */
  update(props: GalleryProps): void;
  /** Removes the gallery and everything it added to the element; later calls do nothing. */
  unmount(): void;
}

export type MountGallery = (element: Element, props: GalleryProps) => GalleryMount;

export function deferredMount(
  load: Promise<MountGallery>,
  element: Element,
  props: GalleryProps,
): GalleryMount {
  let latest = props;
  let mounted: GalleryMount | undefined;
  let gone = false;
  load.then(
    (mount) => {
      if (!gone) mounted = mount(element, latest);
    },
    () => {
      // The loader reports the failure once, for every gallery of the page.
    },
  );
  return {
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
    next: () => mounted?.next() ?? false,
    previous: () => mounted?.previous() ?? false,
    toIndex: (index) => mounted?.toIndex(index) ?? false,
    play: () => mounted?.play(),
    pause: () => mounted?.pause(),
  };
}
