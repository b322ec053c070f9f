// What the gallery's browser tests share: items of several shapes, option sets, a host page that
// records the gallery's layouts and events, and the layout the engine gives for them.

import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { LayoutResult } from '../../../../bindings/engine.ts';
import type { GalleryItem } from '../model/index.ts';
import { Gallery, type GalleryProps } from './Gallery.tsx';
import { TEST_SHAPES } from './test-shapes.ts';

const SHAPES = TEST_SHAPES;

/** `count` items cycling through the shapes; no images to load, so the tests stay offline. */
export function makeItems(count: number, extra?: (i: number) => object): GalleryItem[] {
  return Array.from({ length: count }, (_, i) => {
    const [width, height] = SHAPES[i % SHAPES.length];
    return { id: `item-${i}`, width, height, alt: `picture ${i}`, ...extra?.(i) };
  });
}

export const MASONRY = {
  layoutParams: {
    structure: { galleryLayout: 1, layoutOrientation: 'VERTICAL', itemSpacing: 12 },
    targetItemSize: { unit: 'PIXEL', value: 200 },
  },
};

export const GRID = {
  layoutParams_structure_galleryLayout: 2,
  layoutParams_structure_itemSpacing: 6,
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 180,
};

export type Recorded = [name: string, data: unknown];

export interface Mounted {
  host: HTMLElement;
  gallery: HTMLElement;
  layouts: LayoutResult[];
  events: Recorded[];
  rerender(props: GalleryProps): Promise<void>;
  unmount(): Promise<void>;
}

export interface MountOptions {
  /** Record HOVER_SET too. Left out by default: a mouse resting where an earlier test left it
   *  hovers the item drawn under it, so HOVER_SET comes or not by the order the tests ran in. */
  recordHover?: boolean;
}

/** Renders the gallery in a host `width` wide between two buttons, and waits for its first layout. */
export async function mountGallery(
  width: number,
  props: GalleryProps,
  { recordHover = false }: MountOptions = {},
): Promise<Mounted> {
  const layouts: LayoutResult[] = [];
  const events: Recorded[] = [];
  const record = (name: string, data: unknown) => {
    if (recordHover || name !== 'HOVER_SET') events.push([name, data]);
  };
  const page = (given: GalleryProps) => (
    <>
      <button type="button">before</button>
      <div data-testid="host" style={{ width }}>
        <Gallery onLayout={(layout) => layouts.push(layout)} eventsListener={record} {...given} />
      </div>
      <button type="button">after</button>
    </>
  );
  const screen = await render(page(props));
  const host = screen.getByTestId('host').element() as HTMLElement;
  await expect.poll(() => layouts.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => host.querySelectorAll('[data-item-id]').length).toBeGreaterThan(0);
  const gallery = host.querySelector<HTMLElement>('[data-tessera-gallery]')!;
  return {
    host,
    gallery,
    layouts,
    events,
    async rerender(next) {
      await screen.rerender(page(next));
    },
    unmount: () => screen.unmount(),
  };
}

/** The item element of index `idx`, or null when it is not drawn. */
export function itemElement(gallery: Element, idx: number): HTMLElement | null {
  return gallery.querySelector<HTMLElement>(`[data-idx="${idx}"]`);
}

/** The indices of the items drawn, in DOM order. */
export function drawnIndices(gallery: Element): number[] {
  return [...gallery.querySelectorAll<HTMLElement>('[data-idx]')].map((e) => Number(e.dataset.idx));
}

/** The index of the focused item, or null when focus is not on an item. */
export function focusedIndex(): number | null {
  const active = document.activeElement as HTMLElement | null;
  return active?.dataset.idx === undefined ? null : Number(active.dataset.idx);
}

export const zeroTimeout = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Tabs from the button before the gallery into it. */
export async function tabIntoGallery(host: HTMLElement): Promise<void> {
  (host.previousElementSibling as HTMLElement).focus();
  await userEvent.tab();
}
