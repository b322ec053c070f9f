// A gallery's blueprint (spec/002 §4 "Blueprint", DESIGN.md "Data flow"): the option engine turns
// the host's options into the options the gallery runs on and the layouter's parameters, the
// engine lays the items out (all of them, or only those after the layout on screen), and the
// images shown first get their addresses. The engine worker runs it; so does the main thread
// with the TS twin when there is no worker.

import { EMPTY_LAYOUT_STATE, type Engine } from '../../../../bindings/engine.ts';
import { galleryLayout, type OptionProblem } from '../model/index.ts';
import { firstImages } from './first-images.ts';
import type { Blueprint, BlueprintRequest } from './protocol.ts';

/** Throws `LayoutError` when the items cannot be laid out (spec/002 §8). */
export function makeBlueprint(engine: Engine, request: BlueprintRequest): Blueprint {
  const problems: OptionProblem[] = [];
  const { options, params } = galleryLayout(request.options, request.container, {
    viewport: request.viewport,
    deviceType: request.deviceType,
    externalInfoRenderer: request.externalInfoRenderer,
    report: (problem) => problems.push(problem),
  });
  const layout = engine.layoutAppend(request.append ?? EMPTY_LAYOUT_STATE, request.sizes, params);
  const images = firstImages(engine, request.images, layout, options);
  return { options, problems, params, layout, images };
}
