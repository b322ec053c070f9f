// The gallery's layout as the server draws it (DESIGN.md "Data flow": server rendering runs the
// same model and the same engine in Node): the gallery's own option engine, then the TypeScript
// twin of the layouter, synchronously, in a given container. The browser makes the same layout
// when it hydrates, and shows it until the interactive gallery has laid itself out. Pure.

import { createTsEngine } from '../../../../../bindings/ts-engine.ts';
import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { galleryLayout } from '../../../gallery/model/gallery-layout-params.ts';
import { readItemSizes } from '../../../gallery/model/items/read-sizes.ts';
import { DEFAULT_VIEWPORT } from '../../../gallery/model/options/defaults.ts';
import type { DeviceType } from '../../../gallery/model/options/enums.ts';
import type { FlatOptions } from '../../../gallery/model/options/flatten.ts';
import { forgottenWithServerLayouts } from '../../../gallery/ui/server/server-memory.ts';
import type { Container } from './gallery-container.ts';

/** The twin, as web/ reaches the engine: through the bindings' public face. */
const engine = createTsEngine();

/** How many layouts are kept: galleries of one site share a few option sets and a server draws
 *  the same pages again and again; the option engine and the layouter are the costliest part of
 *  drawing one. */
const KEPT_LAYOUTS = 64;
const kept = new Map<string, StaticLayout>();
forgottenWithServerLayouts(() => kept.clear());

export interface StaticLayout {
  /** The options the gallery runs on (the option engine's result). */
  options: Readonly<FlatOptions>;
  layout: Readonly<LayoutResult>;
}

/**
 * The layout (a pure function of these inputs), kept by their value. Throws a `LayoutError` when
 * the items cannot be laid out.
 */
export function staticLayout(
  items: readonly unknown[],
  options: unknown,
  container: Container,
  deviceType: DeviceType,
): StaticLayout {
  const { sizes } = readItemSizes(items);
  const key = `${container.width} ${container.height} ${deviceType} ${sizes.join()} ${JSON.stringify(options)}`;
  let found = kept.get(key);
  if (found === undefined) {
    const { options: flat, params } = galleryLayout(options, container, {
      // What a percent target size is measured against: the same on the server and in the browser.
      viewport: DEFAULT_VIEWPORT,
      deviceType,
    });
    found = { options: flat, layout: engine.layout(sizes, params) };
    if (kept.size >= KEPT_LAYOUTS) kept.delete(kept.keys().next().value as string);
    kept.set(key, found);
  }
  return found;
}
