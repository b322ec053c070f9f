// The Chromium tests' page of a server-rendered gallery: the server's HTML in a frame as wide as a
// site's container, with or without the script that hydrates it (hydrate-page.ts), and the
// cumulative layout shift the frame saw (PerformanceObserver 'layout-shift', buffered).

export const PICTURE = new URL('/web/src/gallery/ui/items/fixtures/sample.svg', location.origin)
  .href;
const SCRIPT = '/web/src/gallery/ui/server/testing/hydrate-page.ts';
/** Vitest serves the page's script with its dynamic imports wrapped for its own runner. */
const RUNNER_SHIM =
  '<script>globalThis.__vitest_browser_runner__ = { wrapDynamicImport: (f) => f() };</script>';
const SHAPES = [
  [1600, 1067],
  [900, 1350],
  [1200, 1200],
  [2000, 800],
  [1000, 1400],
];

/** `count` items of five shapes in turn, each with its own address of the local picture. */
export const itemsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const [width, height] = SHAPES[i % SHAPES.length];
    return { id: `p-${i}`, url: `${PICTURE}?n=${i}`, width, height, alt: `picture ${i}` };
  });

/** The frames' height: a gallery must be in view for a shift of it to count. */
export const FRAME_HEIGHT = 900;

/** Chromium lays out in 1/64 px. */
export const LAYOUT_UNIT = 1 / 64;

export function page(html: string, props: unknown, withScript: boolean): string {
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><style>body{margin:0}</style>${withScript ? RUNNER_SHIM : ''}</head><body>
<div id="host">${html}</div><p id="after">After the gallery</p>
<script type="application/json" id="props">${json}</script>
${withScript ? `<script type="module" src="${SCRIPT}"></script>` : ''}</body></html>`;
}

const frames: HTMLIFrameElement[] = [];

/** Removes the frames openFrame opened (afterEach). */
export const closeFrames = () => frames.splice(0).forEach((frame) => frame.remove());

export async function openFrame(width: number, srcdoc: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:${FRAME_HEIGHT}px;border:0;display:block`;
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = srcdoc;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** The container's width in the frame (a frame's own width is whole device pixels). */
export const containerWidth = (doc: Document) =>
  doc.querySelector('[data-tessera-layout]')!.getBoundingClientRect().width;

export async function layoutShifts(win: Window): Promise<number> {
  await new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 50)));
  return new Promise((resolve) => {
    const observer = new (win as typeof window).PerformanceObserver((list) => {
      observer.disconnect();
      resolve(
        list
          .getEntries()
          .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
      );
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // No entry at all: nothing shifted.
    win.setTimeout(() => {
      observer.disconnect();
      resolve(0);
    }, 300);
  });
}

export async function until(check: () => boolean, what: string, required = true) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (required && !check()) throw new Error(`timed out waiting for ${what}`);
}

/** The measure sees a shift in this frame: push the gallery down and it counts. */
export async function pushedShifts(doc: Document, win: Window): Promise<number> {
  doc.body.prepend(Object.assign(doc.createElement('div'), { style: 'height:200px' }));
  await until(() => true, 'a frame');
  return layoutShifts(win);
}
