// V8 compiles the engine's code (wasm and JS) lazily and makes it fast only once it has run a
// while, so a worker's first blueprints of a large gallery run at a fraction of its speed (100,000
// items: 40 ms on a worker's second gallery, 18 ms once warm). Once the page's first gallery is
// on screen, the worker lays out a few made-up galleries, one per task, while it has nothing else
// to do: the page's next gallery (a remount, a second gallery, more items) finds the code warm. A
// request that comes meanwhile waits for one made-up gallery at most.

import type { Engine } from '../../../../bindings/engine.ts';
import { makeBlueprint } from './blueprint.ts';
import type { BlueprintRequest } from './protocol.ts';

const WARM_UP_ITEMS = 4000;
/** Rounds of each layout: masonry in columns, masonry in rows, grid, collage. */
const WARM_UP_ROUNDS = 3;
const LAYOUTS = [
  { galleryLayout: 1, layoutOrientation: 'VERTICAL' },
  { galleryLayout: 1, layoutOrientation: 'HORIZONTAL' },
  { galleryLayout: 2, layoutOrientation: 'VERTICAL' },
  { galleryLayout: 0, layoutOrientation: 'VERTICAL' },
] as const;
const SHAPES = [
  [1600, 1200],
  [1080, 1620],
  [1200, 1200],
  [1920, 800],
] as const;
const CONTAINER = { width: 1280, height: 800 };

function madeUpGallery(round: number): BlueprintRequest {
  const sizes = new Float64Array(2 * WARM_UP_ITEMS);
  for (let i = 0; i < WARM_UP_ITEMS; i++) {
    const [width, height] = SHAPES[(i * 7 + round) % SHAPES.length];
    sizes[2 * i] = width;
    sizes[2 * i + 1] = height;
  }
  const structure = { ...LAYOUTS[round % LAYOUTS.length], itemSpacing: 10 };
  return {
    sizes,
    options: { layoutParams: { structure, targetItemSize: { unit: 'PIXEL', value: 300 } } },
    container: CONTAINER,
    viewport: CONTAINER,
  };
}

/** Lays out the made-up galleries, one per task. */
export function warmUp(engine: Engine): void {
  let round = 0;
  const next = () => {
    try {
      makeBlueprint(engine, madeUpGallery(round));
    } catch {
      return; // Warming up is only an optimisation.
    }
    round += 1;
    if (round < WARM_UP_ROUNDS * LAYOUTS.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
