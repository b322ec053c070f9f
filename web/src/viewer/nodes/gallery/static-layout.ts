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
import type { Container } from './gallery-container.ts';

/** The twin, as web/ reaches the engine: through the bindings' public face. */
const engine = createTsEngine();

/** How many option sets the option engine's answers are kept for: galleries of one site share a
 *  few, and the engine is the costliest part of drawing one. */
const KEPT_OPTION_SETS = 64;
const processedOptions = new Map<string, ReturnType<typeof galleryLayout>>();

/** The option engine's answer (a pure function of these inputs), kept by their JSON. */
function processed(options: unknown, container: Container, deviceType: DeviceType) {
  const key = JSON.stringify([options, container.width, container.height, deviceType]);
  let answer = processedOptions.get(key);
  if (answer === undefined) {
    answer = galleryLayout(options, container, {
      // What a percent target size is measured against: the same on the server and in the browser.
      viewport: DEFAULT_VIEWPORT,
      deviceType,
    });
    if (processedOptions.size >= KEPT_OPTION_SETS)
      processedOptions.delete(processedOptions.keys().next().value as string);
    processedOptions.set(key, answer);
  }
  return answer;
}

export interface StaticLayout {
  /** The options the gallery runs on (the option engine's result). */
  options: FlatOptions;
  layout: LayoutResult;
}

/** Throws a `LayoutError` when the items cannot be laid out. */
export function staticLayout(
  items: readonly unknown[],
  options: unknown,
  container: Container,
  deviceType: DeviceType,
): StaticLayout {
  const { options: flat, params } = processed(options, container, deviceType);
  return { options: flat, layout: engine.layout(readItemSizes(items).sizes, params) };
}
