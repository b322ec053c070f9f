// The blueprint of a gallery the server drew for every width (the gallery layout stylesheet,
// model/breakpoints): the engine's blueprints at the two ends of the range that holds the width,
// and between them the layout the stylesheet draws there (interpolateLayout), so the hydrated
// gallery puts each item exactly where the server's first paint did. A scaled range (its first
// width written negative) draws the engine's layout at its first width scaled in proportion. A
// container whose height follows its width (`heightAt`) is as tall at each end as it was there
// on the server.

import {
  BREAKPOINT_MAX_WIDTH,
  interpolateLayout,
  scaledLayout,
  segmentAt,
} from '../../model/breakpoints/index.ts';
import type { Blueprint, BlueprintRequest, EngineClient } from '../../worker/index.ts';

export async function breakpointBlueprint(
  client: EngineClient,
  request: BlueprintRequest,
  breakpoints: readonly number[],
  heightAt?: (width: number) => number,
): Promise<Blueprint> {
  const { container } = request;
  const starts = breakpoints.map(Math.abs);
  const ends = segmentAt(starts, BREAKPOINT_MAX_WIDTH, container.width);
  const scaled = breakpoints[starts.indexOf(ends.from)] < 0;
  const at = (width: number, images: BlueprintRequest['images']) =>
    client.blueprint({
      ...request,
      sizes: request.sizes.slice(), // each request takes its sizes away (transferred)
      container: { width, height: heightAt?.(width) ?? container.height },
      append: undefined,
      images,
    });
  const [start, end] = scaled
    ? await at(ends.from, request.images).then((only) => [
        only,
        { ...only, layout: { ...only.layout, ...scaledLayout(only.layout, ends.from, ends.to) } },
      ])
    : await Promise.all([at(ends.from, undefined), at(ends.to, request.images)]);
  const layout = interpolateLayout(start.layout, end.layout, ends, container.width);
  return { ...end, layout: { ...end.layout, ...layout, from: 0 } };
}
