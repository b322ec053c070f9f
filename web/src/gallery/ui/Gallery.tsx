// <Gallery>: measures its container, asks the engine for a layout, and draws the items where the
// layout put them. Renders nothing when items or options are missing (spec/002 §2).

import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { RECT_STRIDE, type LayoutResult } from '../../../../bindings/engine.ts';
import type { GalleryItem } from '../model/index.ts';
import type { EngineClient } from '../worker/index.ts';
import styles from './Gallery.module.css';
import { GalleryItemView } from './GalleryItemView.tsx';
import { createGalleryStore } from './store.ts';
import { useContainerWidth } from './use-container-width.ts';
import { useEngineClient } from './use-engine-client.ts';
import { useLayout } from './use-layout.ts';

export interface GalleryProps {
  items?: readonly GalleryItem[] | null;
  /** Gallery options, nested or flat, with the names of spec/001. */
  options?: unknown;
  /** The engine to use; by default the page's shared worker. */
  client?: EngineClient;
  /** Called with each layout once it is on screen. */
  onLayout?: (layout: LayoutResult) => void;
}

export function Gallery({ items, options, client, onLayout }: GalleryProps) {
  if (!items || options === undefined || options === null) return null;
  return <GalleryFrame items={items} options={options} client={client} onLayout={onLayout} />;
}

interface GalleryFrameProps extends GalleryProps {
  items: readonly GalleryItem[];
}

function GalleryFrame({ items, options, client, onLayout }: GalleryFrameProps) {
  const [store] = useState(createGalleryStore);
  const container = useRef<HTMLDivElement>(null);
  const engine = useEngineClient(client);
  useContainerWidth(container, store.getState().setWidth);
  useLayout(store, engine, items, options, onLayout);
  const view = useStore(store, (state) => state.view);

  return (
    <div
      ref={container}
      className={styles.gallery}
      style={{ height: view?.layout.height ?? 0 }}
      data-tessera-gallery=""
      data-backend={engine?.backend}
    >
      {view?.items.map((item, index) => {
        const at = index * RECT_STRIDE;
        const rects = view.layout.rects;
        return (
          <GalleryItemView
            key={item.id}
            item={item}
            left={rects[at]}
            top={rects[at + 1]}
            width={rects[at + 2]}
            height={rects[at + 3]}
          />
        );
      })}
    </div>
  );
}
