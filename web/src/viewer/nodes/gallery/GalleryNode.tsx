// The GALLERY node (spec/000 §3 "Gallery data"): the gallery runtime (<Gallery>) with the node's
// items and options, inside the node's container and block spoiler. The server writes the items
// at the positions the gallery's own blueprint gives them (StaticGallery); the browser hydrates
// that same markup, then mounts the interactive gallery beside it and drops the static items once
// the gallery has its first layout, so nothing is blank in between and nothing mismatches. A click
// on an item (ITEM_ACTION_TRIGGERED) opens the full-screen viewer at that item unless
// disableExpand. Horizontal galleries draw what the gallery draws today (its horizontal view is
// still to come), clipped to the container.

import { useCallback, useMemo, useRef, useState } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { GALLERY_EVENTS, type EventsListener } from '../../../gallery/model/events.ts';
import { readGalleryItem } from '../../../gallery/model/items/read-item.ts';
import { Gallery } from '../../../gallery/ui/Gallery.tsx';
import { useContainerWidth } from '../../../gallery/ui/use-container-width.ts';
import { useViewer } from '../../context.ts';
import { useExpand } from '../../fullscreen/expand-context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { galleryContainer } from './gallery-container.ts';
import { type GalleryContent, readGalleryContent } from './gallery-data.ts';
import styles from './GalleryNode.module.css';
import { staticBlueprint } from './static-blueprint.ts';
import { StaticGallery } from './StaticGallery.tsx';
import { useMounted } from './use-mounted.ts';

function useGalleryContent(node: RicosNode): GalleryContent {
  const { isMobile, links } = useViewer();
  const canExpand = useExpand() !== undefined;
  return useMemo(
    () => readGalleryContent(node, { isMobile, links, canExpand }),
    [node, isMobile, links, canExpand],
  );
}

export default function GalleryNode({ node, anchorId, parentType }: NodeRendererProps) {
  const { isMobile, imageEngine, services } = useViewer();
  const expand = useExpand();
  const gallery = useGalleryContent(node);
  const { items, options, content } = gallery;
  const deviceType = isMobile ? 'mobile' : 'desktop';
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [laidOut, setLaidOut] = useState(false);
  const mounted = useMounted();
  useContainerWidth(frame, setWidth);

  const container = useMemo(
    () => galleryContainer(content.layout.type, sizesOf(items), isMobile, width),
    [content.layout.type, items, isMobile, width],
  );
  // The server lays out at the default container of spec/000 §9, and so does hydration; once the
  // browser has measured the node, the static items are laid out as the gallery will lay them
  // out, so nothing moves when it takes over.
  const measured = mounted && width > 0;
  const staticContainer = useMemo(
    () => (measured ? container : galleryContainer(content.layout.type, sizesOf(items), isMobile)),
    [measured, container, content.layout.type, items, isMobile],
  );
  const blueprint = useMemo(
    () =>
      items.length === 0
        ? null
        : staticBlueprint({ items, options, container: staticContainer, deviceType }),
    [items, options, staticContainer, deviceType],
  );
  const models = useMemo(
    () => items.map((item, index) => readGalleryItem(item, index).item),
    [items],
  );

  const { fullscreenItems, expands } = gallery;
  const eventsListener = useCallback<EventsListener>(
    (name, data) => {
      if (name !== GALLERY_EVENTS.ITEM_ACTION_TRIGGERED || !expands || expand === undefined) return;
      const { idx } = data as { idx: number };
      const opener = frame.current?.querySelector<HTMLElement>(`[data-idx="${idx}"]`);
      expand({ items: fullscreenItems, index: idx, opener });
    },
    [expand, expands, fullscreenItems],
  );
  const onLayout = useCallback(() => setLaidOut(true), []);

  if (blueprint === null) return null;
  const horizontal = blueprint.options.layoutParams_structure_scrollDirection === 'HORIZONTAL';
  return (
    <ContainerBox
      layout={readContainerData(gallery.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <BlockSpoiler containerData={gallery.containerData}>
        <div
          ref={frame}
          className={horizontal ? `${styles.frame} ${styles.horizontal}` : styles.frame}
          data-tessera-gallery-node=""
        >
          {!laidOut && (
            <StaticGallery
              blueprint={blueprint}
              container={staticContainer}
              items={models}
              links={!expands}
              images={{ engine: imageEngine, createMediaUrl: services.galleryMediaUrl }}
            />
          )}
          {mounted && width > 0 && (
            <Gallery
              id={gallery.id}
              items={items}
              options={options}
              container={container}
              deviceType={deviceType}
              createMediaUrl={services.galleryMediaUrl}
              eventsListener={eventsListener}
              onLayout={onLayout}
            />
          )}
        </div>
      </BlockSpoiler>
    </ContainerBox>
  );
}

function sizesOf(items: GalleryContent['items']) {
  return items.map((item) => item.metaData);
}
