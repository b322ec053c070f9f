// The reference gallery, run as a black box: pro-gallery-lib 5.0.148 processes the options as the
// gallery does, and pro-layouts 5.0.148 lays the items out. Used by the benchmark and the
// conformance tests only; never a dependency of the product.

import { addPresetOptions, dimensionsHelper, populateWithDefaultOptions, processLayouts } from 'pro-gallery-lib';
import { createLayout } from 'pro-layouts';
import type { ReferenceItem } from './inputs.ts';

export interface Container {
  width: number;
  height: number;
}

/** Options and gallery dimensions after the reference gallery's own processing. */
export interface ReferenceSetup {
  options: Record<string, unknown>;
  dimensions: unknown;
  /** The options' gallery spacing, which the gallery adds to every offset when it renders. */
  gallerySpacing: number;
}

export interface ReferenceLayout {
  /** left, top, width, height per item as the gallery renders them, relative to the container. */
  rects: Float64Array;
}

interface ReferenceItemLayout {
  offset: { top: number; left: number };
  width: number;
  height: number;
}

/** Defaults, the layout's preset, layout processing, then the gallery's dimensions. */
export function referenceSetup(flatOptions: Readonly<Record<string, unknown>>, container: Container): ReferenceSetup {
  let options = populateWithDefaultOptions({ ...flatOptions });
  options = addPresetOptions(options);
  options = processLayouts(options, false);
  dimensionsHelper.updateParams({ options, container: { width: container.width, height: container.height }, id: 'reference' });
  const dimensions = dimensionsHelper.getGalleryDimensions();
  return { options, dimensions, gallerySpacing: Number(options.layoutParams_structure_gallerySpacing) || 0 };
}

/**
 * Lays `items` out with pro-layouts. The gallery widens its frame by 2 * (itemSpacing / 2 -
 * gallerySpacing) and takes it back with a negative margin while each item carries a margin of
 * itemSpacing / 2, so an item renders at its offset plus the gallery spacing.
 */
export function referenceLayoutWith(setup: ReferenceSetup, items: readonly ReferenceItem[]): ReferenceLayout {
  const layout = createLayout({
    items: items.map(({ id, width, height }) => ({ id, width, height })),
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
  return { rects };
}

/** The whole reference pipeline, options to rectangles, as the gallery runs it. */
export function referenceLayout(
  flatOptions: Readonly<Record<string, unknown>>,
  container: Container,
  items: readonly ReferenceItem[],
): ReferenceLayout {
  return referenceLayoutWith(referenceSetup(flatOptions, container), items);
}
