// The gallery's layout as the server draws it (DESIGN.md "Data flow": server rendering runs the
// same model and the same engine in Node): the gallery's own option engine, then the TypeScript
// twin of the layouter, synchronously, in a given container. The browser makes the same layout
// when it hydrates, and shows it until the interactive gallery has laid itself out. Pure.

import { tsLayoutEngine } from '../../../../../bindings/ts/layout/engine.ts';
import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { galleryLayout } from '../../../gallery/model/gallery-layout-params.ts';
import { readItemSizes } from '../../../gallery/model/items/read-sizes.ts';
import { DEFAULT_VIEWPORT } from '../../../gallery/model/options/defaults.ts';
import type { DeviceType } from '../../../gallery/model/options/enums.ts';
import type { FlatOptions } from '../../../gallery/model/options/flatten.ts';
import type { Container } from './gallery-container.ts';

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
  const processed = galleryLayout(options, container, {
    // What a percent target size is measured against: the same on the server and in the browser.
    viewport: DEFAULT_VIEWPORT,
    deviceType,
  });
  return {
    options: processed.options,
    layout: tsLayoutEngine.layout(readItemSizes(items).sizes, processed.params),
  };
}
