// The reference gallery, run as a black box: pro-gallery-lib 5.0.148 processes the options as the
// gallery does, and pro-layouts 5.0.148 lays the items out. Used by the benchmark and the
// conformance tests only; never a dependency of the product.

import {
  addMigratedOptions,
  addPresetOptions,
  dimensionsHelper,
  flattenObject,
  populateWithDefaultOptions,
  processLayouts,
  utils as referenceUtils,
  viewModeWrapper,
  window as referenceWindow,
} from 'pro-gallery-lib';
import { createLayout } from 'pro-layouts';
import type { ReferenceItem } from './inputs.ts';

export interface Container {
  width: number;
  height: number;
}

/** Options and gallery dimensions after the reference gallery's own processing. */
export interface ReferenceSetup {
  /** Flat options after defaults, the layout's preset and normalisation: what pro-layouts reads. */
  options: Record<string, unknown>;
  dimensions: unknown;
  /** The options' gallery spacing, which the gallery adds to every offset when it renders. */
  gallerySpacing: number;
  /**
   * The window the reference measures a percent target item size against. pro-gallery-lib runs
   * in Node with a window of its own; our side must be given the same one.
   */
  viewport: Container;
}

/** A group as pro-layouts formed it: its type (1, 2h, ... 3v) and its items' indexes. */
export interface ReferenceGroup {
  type: string;
  items: number[];
}

export interface ReferenceLayout {
  /** left, top, width, height per item as the gallery renders them, relative to the container. */
  rects: Float64Array;
  groups: ReferenceGroup[];
  /** The whole layout's width and height as pro-layouts reports them. */
  width: number;
  height: number;
}

interface ReferenceItemLayout {
  offset: { top: number; left: number };
  width: number;
  height: number;
}

/** The window pro-gallery-lib believes it runs in (observed: 2560 by 1440 in Node). */
export function referenceViewport(): Container {
  return { width: Number(referenceWindow.innerWidth), height: Number(referenceWindow.innerHeight) };
}

export interface ReferenceGallery {
  /**
   * The host renders text info beside items (a custom info renderer). Only then does the
   * reference reserve room for info above, below or beside items (observed: externalInfoHeight
   * and externalInfoWidth stay 0 without one).
   */
  externalInfoRenderer?: boolean;
  /** The device the gallery is shown on (desktop when absent): mobile caps the item spacing. */
  deviceType?: 'desktop' | 'mobile' | 'tablet';
}

/**
 * Options as a host hands them to pro-gallery (nested, flat, legacy names mixed in), flat with
 * legacy names migrated, as the gallery does before anything else.
 */
export function referenceMigrated(rawOptions: unknown): Record<string, unknown> {
  return addMigratedOptions(flattenObject(rawOptions)) as Record<string, unknown>;
}

/**
 * Defaults, the layout's preset, layout processing, then the gallery's dimensions. A layout whose
 * preset keeps the options as given (JSON_FIXED) gets them back nested; they are flattened again
 * before processing, as everything downstream reads flat names.
 */
export function referenceSetup(
  flatOptions: Readonly<Record<string, unknown>>,
  container: Container,
  gallery: ReferenceGallery = {},
): ReferenceSetup {
  // The device is module state in pro-gallery-lib, read through a cache.
  viewModeWrapper.setDeviceType(gallery.deviceType ?? 'desktop');
  referenceUtils.dumpCache();
  let options = populateWithDefaultOptions({ ...flatOptions });
  options = addPresetOptions(options);
  if (!('layoutParams_structure_galleryLayout' in options)) options = flattenObject(options);
  options = processLayouts(options, gallery.externalInfoRenderer === true);
  dimensionsHelper.updateParams({
    options,
    container: { width: container.width, height: container.height },
    id: 'reference',
  });
  const dimensions = dimensionsHelper.getGalleryDimensions();
  return {
    options,
    dimensions,
    gallerySpacing: Number(options.layoutParams_structure_gallerySpacing) || 0,
    viewport: referenceViewport(),
  };
}

/**
 * Lays `items` out with pro-layouts. The gallery widens its frame by 2 * (itemSpacing / 2 -
 * gallerySpacing) and takes it back with a negative margin while each item carries a margin of
 * itemSpacing / 2, so an item renders at its offset plus the gallery spacing.
 */
export function referenceLayoutWith(
  setup: ReferenceSetup,
  items: readonly ReferenceItem[],
): ReferenceLayout {
  const layout = createLayout({
    items: items.map((item) => ({ ...item })),
    container: setup.dimensions,
    styleParams: setup.options,
    options: {},
  });
  if (!layout) throw new Error('pro-layouts returned no layout');
  const placed = layout.items as ReferenceItemLayout[];
  const rects = new Float64Array(placed.length * 4);
  const g = setup.gallerySpacing;
  placed.forEach((item, i) => {
    rects.set([item.offset.left + g, item.offset.top + g, item.width, item.height], 4 * i);
  });
  const groups = ((layout.groups ?? []) as { type: string; items: { idx: number }[] }[]).map(
    (group) => ({
      type: String(group.type),
      items: group.items.map((item) => item.idx),
    }),
  );
  return { rects, groups, width: Number(layout.width), height: Number(layout.height) };
}

/** The whole reference pipeline, options to rectangles, as the gallery runs it. */
export function referenceLayout(
  flatOptions: Readonly<Record<string, unknown>>,
  container: Container,
  items: readonly ReferenceItem[],
): ReferenceLayout {
  return referenceLayoutWith(referenceSetup(flatOptions, container), items);
}
