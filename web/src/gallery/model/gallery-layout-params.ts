// Raw gallery options -> the layouter's parameters, the whole way the data flow of DESIGN.md
// goes: a layout given by name becomes its code, then the option engine (migration, defaults,
// preset, normalisation; spec/001 §4), then the geometry the layouter needs (target item size,
// crop ratios, spacing, the room for texts outside the items; spec/001 §9).

import type { LayoutParams } from '../../../../bindings/engine.ts';
import { externalInfoSizes } from './info-sizes.ts';
import { withLayoutCodes } from './layout-by-name.ts';
import type { DeviceType } from './options/enums.ts';
import type { FlatOptions } from './options/flatten.ts';
import { processOptions } from './options/process.ts';
import type { ProblemReporter } from './options/read.ts';
import { type Container, resolveLayoutParams } from './options/resolve-layout.ts';

export interface GalleryLayoutContext {
  /** The window a percent target item size is measured against (default 1920 by 1200). */
  viewport?: Container;
  deviceType?: DeviceType;
  /** Receives each option that fell back to its default, with the schema message. */
  report?: ProblemReporter;
  /**
   * Whether texts placed above, below or beside the items are drawn there, so the layout makes
   * room for them. The gallery draws them (ui/info); true by default.
   */
  externalInfoRenderer?: boolean;
}

/** The options the gallery runs on, and the layouter's parameters made from them. */
export interface GalleryLayout {
  options: FlatOptions;
  params: LayoutParams;
}

export function galleryLayout(
  rawOptions: unknown,
  container: Container,
  context: GalleryLayoutContext = {},
): GalleryLayout {
  const externalInfoRenderer = context.externalInfoRenderer ?? true;
  const options = processOptions(withLayoutCodes(rawOptions), {
    deviceType: context.deviceType,
    report: context.report,
    externalInfoRenderer,
  });
  // Without a renderer texts take no room (the option engine zeroes their height); nor their
  // width beside items, so the item views draw no info area either.
  const room = externalInfoRenderer ? externalInfoSizes(options) : {};
  return {
    options: externalInfoRenderer ? options : { ...options, layoutParams_info_width: 0 },
    params: resolveLayoutParams({ ...options, ...room }, container, { viewport: context.viewport }),
  };
}

export function galleryLayoutParams(
  rawOptions: unknown,
  container: Container,
  context: GalleryLayoutContext = {},
): LayoutParams {
  return galleryLayout(rawOptions, container, context).params;
}
