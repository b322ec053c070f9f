// The GALLERY node (spec/000 §3 "Gallery data"): the gallery runtime (<Gallery>) with the node's
// items and options, inside the node's container and block spoiler. The server writes the items
// (StaticGallery) and, for a gallery that scrolls down the page, the gallery layout stylesheet
// (spec/000 §7) that places them where the gallery's own option engine and layouter put them at
// any container width; the browser hydrates that same markup, then mounts the interactive gallery
// over it, drawing what the stylesheet drew, and drops the static items once the gallery has its
// first layout, so nothing is blank in between, nothing mismatches and nothing moves. A click on
// an item (ITEM_ACTION_TRIGGERED) opens the full-screen viewer at that item unless disableExpand.
// A horizontal gallery is drawn the same way: its stylesheet places the strip's items where its
// horizontal view will draw them, at the node's height for that width (spec/000 §9).

import {
  type RefObject,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { GALLERY_EVENTS, type EventsListener } from '../../../gallery/model/events.ts';
import { Gallery } from '../../../gallery/ui/Gallery.tsx';
import { devicePixelRatio } from '../../../gallery/ui/items/image-request.ts';
import { useContainerWidth } from '../../../gallery/ui/use-container-width.ts';
import { sharedProcessedOptions } from '../../../gallery/model/options/process.ts';
import { isHorizontalGallery } from '../../../gallery/ui/views/horizontal/is-horizontal.ts';
import { afterHorizontalView } from '../../../gallery/ui/views/horizontal/load-horizontal-view.ts';
import {
  BREAKPOINTS_ATTRIBUTE,
  LAYOUT_SCOPE_ATTRIBUTE,
} from '../../../gallery/model/breakpoints/index.ts';
import { useViewer } from '../../context.ts';
import { type Expand, useExpand } from '../../fullscreen/expand-context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { type ContainerLayout, containerBox, readContainerData } from '../container/index.ts';
import { blockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { type Container, containerHeight, galleryContainer } from './gallery-container.ts';
import { type GalleryContent, readGalleryContent } from './gallery-data.ts';
import styles from './GalleryNode.module.css';
import { nodeCache } from './node-cache.ts';
import { StaticGallery } from './StaticGallery.tsx';
import { type StaticView, staticView } from './static-view.ts';
import { useHydrated } from '../../../react/use-hydrated.ts';
import { TreeContext } from '../../tree-context.ts';
import { nodeServerLayout, readBreakpoints } from './static-breakpoints.ts';

/** Over the static items until the gallery has laid itself out, so nothing below moves. */
const OVER_STATIC = { position: 'absolute', top: 0, left: 0, right: 0 } as const;

const contents = nodeCache<GalleryContent>();
const containers = nodeCache<Container>();
const views = nodeCache<StaticView>();
const horizontals = nodeCache<boolean>();
const containerLayouts = nodeCache<ContainerLayout>();

function useGalleryContent(node: RicosNode): GalleryContent {
  const { isMobile, links } = useViewer();
  const canExpand = useExpand() !== undefined;
  const linkRules = JSON.stringify(links);
  return contents(node, [isMobile, linkRules, canExpand], () =>
    readGalleryContent(node, { isMobile, links, canExpand }),
  );
}

/** The container at `width` (the device's default before it is measured), one object per size. */
function containerOf(node: RicosNode, gallery: GalleryContent, isMobile: boolean, width: number) {
  return containers(node, [gallery, isMobile, width], () => {
    const sizes = gallery.items.map((item) => item.metaData);
    return galleryContainer(gallery.content.layout.type, sizes, isMobile, width);
  });
}

const heights = new WeakMap<GalleryContent, (width: number) => number>();

/** The node's container height at each width (spec/000 §9), one function per gallery. */
function heightAt(gallery: GalleryContent): (width: number) => number {
  let at = heights.get(gallery);
  if (at === undefined) {
    const sizes = gallery.items.map((item) => item.metaData);
    const type = gallery.content.layout.type;
    at = (width) => containerHeight(type, width, sizes);
    heights.set(gallery, at);
  }
  return at;
}

function useExpandListener(
  frame: RefObject<HTMLElement | null>,
  gallery: GalleryContent,
  expand: Expand | undefined,
): EventsListener {
  const { fullscreenItems, expands } = gallery;
  return useCallback<EventsListener>(
    (name, data) => {
      if (name !== GALLERY_EVENTS.ITEM_ACTION_TRIGGERED || !expands || expand === undefined) return;
      const { idx } = data as { idx: number };
      const opener = frame.current?.querySelector<HTMLElement>(`[data-idx="${idx}"]`);
      expand({ items: fullscreenItems, index: idx, opener });
    },
    [frame, expand, expands, fullscreenItems],
  );
}

export default function GalleryNode({ node: given, anchorId, parentType }: NodeRendererProps) {
  const { isMobile, imageEngine, services } = useViewer();
  // A server parses each page anew: the node seen before with this content finds what was kept.
  const { serverRender } = useContext(TreeContext);
  const node = serverRender ? serverRender.sameNodeByValue(given) : given;
  const gallery = useGalleryContent(node);
  const deviceType = isMobile ? 'mobile' : 'desktop';
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [laidOut, setLaidOut] = useState(false);
  const mounted = useHydrated();
  useContainerWidth(frame, setWidth);
  const eventsListener = useExpandListener(frame, gallery, useExpand());
  // A horizontal gallery's static strip stays until its view's chunk is in (no empty frame).
  const horizontal = horizontals(node, [gallery, deviceType], () =>
    isHorizontalGallery(sharedProcessedOptions(gallery.options, { deviceType })),
  );
  const onLayout = useCallback(() => {
    if (horizontal) afterHorizontalView(() => setLaidOut(true));
    else setLaidOut(true);
  }, [horizontal]);
  // The server's gallery layout stylesheet, when this page came from a server (spec/000 §7).
  const scope = `tessera-${useId().replace(/[^\w-]/g, '')}`;
  const stylesheet = useRef<HTMLStyleElement>(null);
  const [served, setServed] = useState<number[] | null>(null);
  useLayoutEffect(() => {
    setServed(readBreakpoints(stylesheet.current?.getAttribute(BREAKPOINTS_ATTRIBUTE)));
  }, []);

  if (gallery.items.length === 0) return null;
  const container = containerOf(node, gallery, isMobile, width);
  const defaultContainer = containerOf(node, gallery, isMobile, 0);
  // The server's pictures are sized for the default container of spec/000 §9, and so are
  // hydration's. A gallery from the server keeps the server's static items: its stylesheet
  // places them right at any width, and the interactive gallery draws what it drew. Otherwise
  // (a page the browser drew alone) once the browser has measured the node, the static items are
  // laid out as the gallery will lay them out, with the pictures it will ask for, so nothing
  // moves and nothing loads twice when it takes over.
  const createMediaUrl = services.galleryMediaUrl;
  const viewAt = (at: Container, pixelRatio: number) =>
    views(node, [gallery, at, deviceType, imageEngine, createMediaUrl, pixelRatio], () =>
      staticView(gallery, at, deviceType, { engine: imageEngine, createMediaUrl, pixelRatio }),
    );
  const serverView = viewAt(defaultContainer, 1);
  const byStylesheet = !mounted || served !== null;
  const measured = mounted && width > 0 && !byStylesheet;
  const view = measured ? viewAt(container, devicePixelRatio()) : serverView;
  const written =
    byStylesheet && serverRender !== null
      ? nodeServerLayout(node, gallery, deviceType, heightAt(gallery), scope)
      : undefined;
  const frameElement = (
    <div
      ref={frame}
      className={view.horizontal ? `${styles.frame} ${styles.horizontal}` : styles.frame}
      data-tessera-gallery-node=""
      {...(byStylesheet ? { [LAYOUT_SCOPE_ATTRIBUTE]: scope } : {})}
    >
      {byStylesheet && (
        // The gallery layout stylesheet with its ranges, written on the server; in the browser
        // the element keeps what the server wrote (React neither checks nor replaces it while
        // hydrating).
        <style
          ref={stylesheet}
          suppressHydrationWarning
          {...{ [BREAKPOINTS_ATTRIBUTE]: written?.breakpoints.join() ?? '' }}
          dangerouslySetInnerHTML={{ __html: written?.stylesheet ?? '' }}
        />
      )}
      {!laidOut && <StaticGallery view={view} byStylesheet={byStylesheet} />}
      {mounted && width > 0 && (
        <div style={laidOut || !byStylesheet ? undefined : OVER_STATIC}>
          <Gallery
            id={gallery.id}
            items={gallery.items}
            options={gallery.options}
            container={container}
            deviceType={deviceType}
            createMediaUrl={createMediaUrl}
            eventsListener={eventsListener}
            onLayout={onLayout}
            layoutBreakpoints={byStylesheet ? (served ?? undefined) : undefined}
            containerHeightAt={byStylesheet ? heightAt(gallery) : undefined}
          />
        </div>
      )}
    </div>
  );
  // Called, not rendered: a gallery costs a server's render two components fewer.
  return containerBox(
    {
      layout: containerLayouts(node, [gallery], () => readContainerData(gallery.containerData)),
      anchorId,
      topLevel: parentType === undefined,
      children: blockSpoiler({
        containerData: gallery.containerData,
        kind: 'gallery',
        nodeId: node.id,
        children: frameElement,
      }),
    },
    isMobile,
  );
}
