// The gallery's layout as the server draws it (DESIGN.md "Data flow": server rendering runs the
// same model and the same engine in Node): the gallery's own blueprint (option engine, then the
// layouter) made synchronously with the TypeScript twin at the default container of spec/000 §9.
// The browser draws the same markup from the same blueprint when it hydrates, and until the
// interactive gallery has its first layout. The twin and the blueprint code are in the renderer's
// chunk (the gallery's engine client would load them anyway where its worker cannot start).

import { createTsEngine } from '../../../../../bindings/ts-engine.ts';
import { DEFAULT_VIEWPORT } from '../../../gallery/model/options/defaults.ts';
import type { DeviceType } from '../../../gallery/model/options/enums.ts';
import { readItemSizes } from '../../../gallery/model/items/read-sizes.ts';
import { makeBlueprint } from '../../../gallery/worker/blueprint.ts';
import type { Blueprint } from '../../../gallery/worker/protocol.ts';
import type { Container } from './gallery-container.ts';

const engine = createTsEngine();

export interface StaticBlueprintInput {
  items: readonly unknown[];
  options: unknown;
  container: Container;
  deviceType: DeviceType;
}

/** The blueprint; throws a `LayoutError` when the items cannot be laid out. */
export function staticBlueprint({
  items,
  options,
  container,
  deviceType,
}: StaticBlueprintInput): Blueprint {
  return makeBlueprint(engine, {
    sizes: readItemSizes(items).sizes,
    options,
    container,
    // What a percent target size is measured against: the same on the server and in the browser.
    viewport: DEFAULT_VIEWPORT,
    deviceType,
  });
}
