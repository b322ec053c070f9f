// What the browser benchmark runs inside the page (handed to Playwright's addInitScript, so the
// function must stand alone: no imports, no outer names). It makes the items, mounts the gallery
// with `Tessera.mountGallery`, and measures in the page's own clock:
// - the time from the call to the first items placed, and to the first item whose picture has
//   loaded painted in the viewport (the animation frame that shows it);
// - the elements inside the gallery once it is at rest;
// - the longest task (PerformanceObserver 'longtask') and the longest gap between animation frames
//   while the page scrolls from the top to the bottom, a fixed distance per frame.

export interface ProbeSetup {
  count: number;
  /** The address images are served from; `<n>.png` for shape n. */
  imageBase: string;
  /** The item shapes, [width, height], assigned by a seeded generator. */
  shapes: [number, number][];
  seed: number;
  options: unknown;
}

export interface FirstItems {
  /** ms from mountGallery to the first item elements in the gallery. */
  placedMs: number;
  /** ms from mountGallery to the frame that paints a loaded picture in the viewport. */
  paintedMs: number;
  backend: string | null;
}

export interface AtRest {
  /** Elements in the gallery's shadow root. */
  elements: number;
  /** Item elements among them. */
  items: number;
  galleryHeight: number;
}

export interface ScrollFigures {
  frames: number;
  stepPx: number;
  longestTaskMs: number;
  longestFrameMs: number;
  /** The most item elements in the gallery at any frame of the scroll (boxes of a fling not counted). */
  mostItems: number;
  /** The last item drawn at the bottom of the page (its index), to show the scroll reached the end. */
  lastIndexDrawn: number;
}

export interface BenchProbe {
  mount(elementId: string): Promise<FirstItems>;
  atRest(quietMs: number): Promise<AtRest>;
  scrollToEnd(screensPerFrame: number, maxFrames: number): Promise<ScrollFigures>;
  unmount(): void;
}

declare global {
  interface Window {
    tesseraBench?: BenchProbe;
    /** The first mount's figures: the bench's page mounts the gallery as it loads. */
    tesseraBenchFirstItems?: Promise<FirstItems>;
  }
}

export function installProbe(setup: ProbeSetup): void {
  let state = setup.seed >>> 0 || 1;
  const random = () => {
    // xorshift32: the same sizes on every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  // Each mount gets items of its own (new objects, pictures at new addresses): a mount after the
  // first finds nothing of the earlier gallery in a cache, only the code already loaded.
  let mounts = 0;
  const makeItems = () => {
    const mount = mounts++;
    state = setup.seed >>> 0 || 1;
    return Array.from({ length: setup.count }, (_, i) => {
      const shape = Math.floor(random() * setup.shapes.length);
      const [width, height] = setup.shapes[shape];
      return {
        id: `item-${i}`,
        width,
        height,
        url: `${setup.imageBase}${shape}.png?item=${i}${mount === 0 ? '' : `&mount=${mount}`}`,
        alt: `Picture ${i}`,
      };
    });
  };
  let items = makeItems();
  let mountedBefore = false;
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  let root: ShadowRoot | null = null;
  let handle: { unmount(): void } | null = null;

  const itemElements = () =>
    root === null ? [] : [...root.querySelectorAll<HTMLElement>('[data-item-id]')];
  const inViewport = (element: Element) => {
    const r = element.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0;
  };
  const pictureShown = (element: Element) => {
    const image = element.querySelector('img');
    return image !== null && image.complete && image.naturalWidth > 0 && inViewport(element);
  };

  window.tesseraBench = {
    async mount(elementId) {
      const element = document.getElementById(elementId)!;
      if (mountedBefore) items = makeItems();
      mountedBefore = true;
      const start = performance.now();
      handle = window.Tessera!.mountGallery(element, {
        items,
        options: setup.options,
        totalItemsCount: items.length,
      });
      let placedMs = NaN;
      for (;;) {
        const now = await frame();
        root ??= element.querySelector('[data-tessera-embed]')?.shadowRoot ?? null;
        const drawn = itemElements();
        if (drawn.length > 0 && Number.isNaN(placedMs)) placedMs = now - start;
        if (drawn.some(pictureShown)) {
          const gallery = root!.querySelector('[data-tessera-gallery]');
          return {
            placedMs,
            paintedMs: now - start,
            backend: gallery?.getAttribute('data-backend') ?? null,
          };
        }
        if (now - start > 60_000)
          throw new Error('no picture on screen a minute after mountGallery');
      }
    },

    async atRest(quietMs) {
      let lastChange = performance.now();
      const observer = new MutationObserver(() => (lastChange = performance.now()));
      observer.observe(root!, { subtree: true, childList: true, attributes: true });
      const waiting = () => itemElements().some((e) => inViewport(e) && !pictureShown(e));
      while (performance.now() - lastChange < quietMs || waiting()) {
        await frame();
        if (performance.now() - lastChange > 20_000) break;
      }
      observer.disconnect();
      const gallery = root!.querySelector('[data-tessera-gallery]')!;
      return {
        elements: root!.querySelectorAll('*').length,
        items: itemElements().length,
        galleryHeight: gallery.getBoundingClientRect().height,
      };
    },

    async scrollToEnd(screensPerFrame, maxFrames) {
      const scroller = document.scrollingElement!;
      const distance = scroller.scrollHeight - innerHeight;
      const stepPx = Math.ceil(Math.max(screensPerFrame * innerHeight, distance / maxFrames));
      let longestTaskMs = 0;
      const tasks = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      tasks.observe({ type: 'longtask' });
      let last = await frame();
      let longestFrameMs = 0;
      let mostItems = 0;
      let frames = 0;
      const atEnd = () => scroller.scrollTop + innerHeight >= scroller.scrollHeight - 1;
      // A few frames after the end, so the last step's work is counted.
      let settle = 3;
      while (settle > 0) {
        if (atEnd()) settle -= 1;
        else scrollBy(0, stepPx);
        const now = await frame();
        longestFrameMs = Math.max(longestFrameMs, now - last);
        last = now;
        frames += 1;
        mostItems = Math.max(mostItems, itemElements().length);
      }
      // A flung gallery draws boxes until the viewport settles: wait for its items to come back
      // (still timing the tasks), so the figures include drawing them.
      const settleStart = performance.now();
      while (!itemElements().some(inViewport) && performance.now() - settleStart < 5_000) {
        const now = await frame();
        longestFrameMs = Math.max(longestFrameMs, now - last);
        last = now;
      }
      for (const entry of tasks.takeRecords())
        longestTaskMs = Math.max(longestTaskMs, entry.duration);
      tasks.disconnect();
      const indices = itemElements().map((e) => Number(e.getAttribute('data-idx')));
      return {
        frames,
        stepPx,
        longestTaskMs,
        longestFrameMs,
        mostItems,
        lastIndexDrawn: Math.max(-1, ...indices),
      };
    },

    unmount() {
      scrollTo(0, 0);
      handle?.unmount();
      handle = null;
      root = null;
    },
  };
}
