// The gallery's first paint on the page, as bench/gallery-browser.ts measures it with the embed:
// a gallery of n items rendered into `stage` (a box that scrolls, in view), then, frame by frame,
// the time to its first item elements and to the frame that paints a loaded picture in view.

import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Gallery } from '../../gallery/ui/index.ts';
import { SAMPLES } from '../samples.ts';
import type { FirstPaintRun } from './results.ts';

/** The gallery of the Node benchmark's browser part: masonry in columns about 280 px wide. */
const OPTIONS = {
  layoutParams: {
    structure: { galleryLayout: 1, layoutOrientation: 'VERTICAL', itemSpacing: 12 },
    targetItemSize: { unit: 'PIXEL', value: 280 },
  },
};

const GIVE_UP_MS = 60_000;

/** n items cycling through the demo's sample pictures. */
export function firstPaintItems(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const sample = SAMPLES[i % SAMPLES.length];
    return {
      itemId: `item-${i}`,
      url: sample.url,
      metaData: { type: 'image', width: sample.width, height: sample.height, alt: sample.alt },
    };
  });
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function pictureInView(item: Element, view: DOMRect): boolean {
  const image = item.querySelector('img');
  if (image === null || !image.complete || image.naturalWidth === 0) return false;
  const box = item.getBoundingClientRect();
  return box.width > 0 && box.bottom > view.top && box.top < view.bottom;
}

export async function measureFirstPaint(
  stage: HTMLElement,
  items: readonly unknown[],
): Promise<FirstPaintRun> {
  const element = document.createElement('div');
  stage.append(element);
  const root = createRoot(element);
  try {
    const start = performance.now();
    // Rendered at once, so the clock starts with the gallery's own work.
    flushSync(() =>
      root.render(
        <Gallery
          items={items}
          options={OPTIONS}
          scrollingElement={stage}
          totalItemsCount={items.length}
        />,
      ),
    );
    let placedMs = NaN;
    for (;;) {
      const now = await frame();
      const drawn = element.querySelectorAll('[data-item-id]');
      if (drawn.length > 0 && Number.isNaN(placedMs)) placedMs = now - start;
      const view = stage.getBoundingClientRect();
      if ([...drawn].some((item) => pictureInView(item, view)))
        return { placedMs, paintedMs: now - start };
      if (now - start > GIVE_UP_MS)
        throw new Error(`no picture in view a minute after rendering ${items.length} items`);
    }
  } finally {
    root.unmount();
    element.remove();
    stage.scrollTop = 0;
  }
}
