// A gallery laid out in Node for every container width (DESIGN.md "Data flow": the same model and
// engine, no worker): the option engine once, then the TypeScript twin at the widths
// layoutSegments asks for, and the gallery layout stylesheet of the ranges found. Also the one
// layout the static pictures are sized for, which hydration makes again (cheaply) to write the
// very same addresses.

import { createTsEngine } from '../../../../../bindings/ts-engine.ts';
import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { layoutSegments, layoutStylesheet } from '../../model/breakpoints/index.ts';
import { externalInfoSizes } from '../../model/info-sizes.ts';
import { readItemSizes } from '../../model/items/read-sizes.ts';
import { DEFAULT_VIEWPORT } from '../../model/options/defaults.ts';
import type { DeviceType } from '../../model/options/enums.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import { processOptions } from '../../model/options/process.ts';
import { resolveLayoutParams } from '../../model/options/resolve-layout.ts';

const engine = createTsEngine();

/** The container width the static pictures are sized for (a laptop's). */
export const PICTURE_WIDTH = 1280;

export interface ServerLayoutInput {
  items: readonly unknown[];
  options: unknown;
  deviceType?: DeviceType;
  /** The container's height the layout measures against (the default window's when not given),
   *  or its height at each width (a viewer's SLIDER, spec/000 §9). */
  containerHeight?: number | ((width: number) => number);
}

export interface GalleryPlan {
  options: FlatOptions;
  /** The layout at any width: the engine's at `width`. */
  layoutAt: (width: number) => LayoutResult;
}

export function galleryPlan({
  items,
  options,
  deviceType,
  containerHeight,
}: ServerLayoutInput): GalleryPlan {
  const flat = processOptions(options, { deviceType });
  const withRoom = { ...flat, ...externalInfoSizes(flat) };
  const { sizes } = readItemSizes(items);
  const heightAt =
    typeof containerHeight === 'function'
      ? containerHeight
      : () => containerHeight ?? DEFAULT_VIEWPORT.height;
  return {
    options: flat,
    layoutAt: (width) =>
      engine.layout(
        sizes,
        resolveLayoutParams(
          withRoom,
          { width, height: heightAt(width) },
          { viewport: DEFAULT_VIEWPORT },
        ),
      ),
  };
}

export interface ServerLayout {
  /** The first width of each range. */
  breakpoints: number[];
  stylesheet: string;
}

/** The ranges of a gallery's widths and its stylesheet, scoped to `scope`. */
export function serverLayout(plan: GalleryPlan, scope: string): ServerLayout {
  const segments = layoutSegments(plan.layoutAt);
  return {
    breakpoints: segments.map((segment) => segment.from),
    stylesheet: layoutStylesheet(segments, scope),
  };
}
