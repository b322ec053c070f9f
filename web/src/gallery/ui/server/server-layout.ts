// A gallery laid out in Node for every container width (DESIGN.md "Data flow": the same model and
// engine, no worker): the option engine once, then the TypeScript twin at the widths
// layoutSegments asks for, and the gallery layout stylesheet of the ranges found. Also the one
// layout the static pictures are sized for, which hydration makes again (cheaply) to write the
// very same addresses.

import { createTsEngine } from '../../../../../bindings/ts-engine.ts';
import type { LayoutResult } from '../../../../../bindings/engine.ts';
import {
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  breakpointsOf,
  budgetedLayout,
  writeStylesheet,
} from '../../model/breakpoints/index.ts';
import { externalInfoSizes } from '../../model/info-sizes.ts';
import { readItemSizes } from '../../model/items/read-sizes.ts';
import { DEFAULT_VIEWPORT } from '../../model/options/defaults.ts';
import type { DeviceType } from '../../model/options/enums.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import { forgetProcessedOptions, sharedProcessedOptions } from '../../model/options/process.ts';
import { resolveLayoutParams } from '../../model/options/resolve-layout.ts';
import { forgetServerMemory } from './server-memory.ts';

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
  /** Shared with every plan of the same options by value while they are kept: read-only. */
  options: Readonly<FlatOptions>;
  /** The items' sizes the layouts are made for. */
  sizes: Float64Array;
  /** The container's height the layouts are made for, at the narrowest and the widest width. */
  heights: string;
  /** The layout at any width: the engine's at `width`. */
  layoutAt: (width: number) => LayoutResult;
}

export function galleryPlan({
  items,
  options,
  deviceType,
  containerHeight,
}: ServerLayoutInput): GalleryPlan {
  const flat = sharedProcessedOptions(options, { deviceType });
  const withRoom = { ...flat, ...externalInfoSizes(flat) };
  const { sizes } = readItemSizes(items);
  const heightAt =
    typeof containerHeight === 'function'
      ? containerHeight
      : () => containerHeight ?? DEFAULT_VIEWPORT.height;
  return {
    options: flat,
    sizes,
    heights: `${heightAt(BREAKPOINT_MIN_WIDTH)}-${heightAt(BREAKPOINT_MAX_WIDTH)}`,
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
  /** The first width of each range (BREAKPOINTS_ATTRIBUTE: a scaled range's negative). */
  breakpoints: number[];
  stylesheet: string;
}

/** Galleries laid out lately: a server renders the same pages again and again. */
const LAYOUT_CACHE_SIZE = 64;
const layouts = new Map<string, ServerLayout>();

/** A number for each set of processed options: equal options are one object while they are kept
 *  (sharedProcessedOptions), so a layout is found by it without writing the options out. */
const optionIds = new WeakMap<object, number>();
let lastOptionId = 0;
function optionId(options: object): number {
  let id = optionIds.get(options);
  if (id === undefined) optionIds.set(options, (id = ++lastOptionId));
  return id;
}

/**
 * Forgets every gallery laid out and every set of options processed, and what else a server keeps
 * of the galleries it drew (server-memory.ts: a viewer's gallery nodes by value, their static
 * layouts): the next render of each is made anew, as the first was.
 */
export function clearServerLayouts(): void {
  layouts.clear();
  forgetProcessedOptions();
  forgetServerMemory();
}

/**
 * `make()`, or what it made last time for a gallery of the same sizes, options, heights and scope
 * (`kind` tells apart the ways a plan is laid out).
 */
export function cachedServerLayout(
  plan: GalleryPlan,
  scope: string,
  kind: string,
  make: () => ServerLayout,
): ServerLayout {
  const key = `${kind} ${plan.heights} ${optionId(plan.options)} ${plan.sizes.join()} ${scope}`;
  let found = layouts.get(key);
  if (found !== undefined) {
    layouts.delete(key); // the most recent last
  } else {
    found = make();
    if (layouts.size >= LAYOUT_CACHE_SIZE) layouts.delete(layouts.keys().next().value!);
  }
  layouts.set(key, found);
  return { breakpoints: [...found.breakpoints], stylesheet: found.stylesheet };
}

/** The ranges of a gallery's widths and its stylesheet, scoped to `scope`, within the budget. */
export function serverLayout(plan: GalleryPlan, scope: string): ServerLayout {
  return cachedServerLayout(plan, scope, 'ranges', () => makeServerLayout(plan, scope));
}

/** serverLayout without the cache: for a plan whose `layoutAt` is not the plain one. */
export function makeServerLayout(plan: GalleryPlan, scope: string): ServerLayout {
  const { segments, parts, shown } = budgetedLayout(plan.layoutAt, scope);
  return {
    breakpoints: breakpointsOf(segments),
    stylesheet: writeStylesheet(parts, scope, shown),
  };
}
