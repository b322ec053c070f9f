// The gallery layout stylesheet of a GALLERY node (spec/000 §7), made on the server by the
// gallery's own option engine and layouter for every container width (gallery/ui/server), and
// kept per node. The browser never makes it again: hydration keeps the server's in the page and
// reads its ranges back from it (BREAKPOINTS_ATTRIBUTE), so the interactive gallery draws what
// it drew. The container's height at each width is the node's (spec/000 §9: a SLIDER's follows
// its width).

import type { RicosNode } from '../../../content/node.ts';
import type { DeviceType } from '../../../gallery/model/options/enums.ts';
import { firstScreenLayout } from '../../../gallery/ui/server/first-screen.ts';
import { galleryPlan, type ServerLayout } from '../../../gallery/ui/server/server-layout.ts';
import type { GalleryContent } from './gallery-data.ts';
import { nodeCache } from './node-cache.ts';

const layouts = nodeCache<ServerLayout>();

export function nodeServerLayout(
  node: RicosNode,
  gallery: GalleryContent,
  deviceType: DeviceType,
  containerHeight: (width: number) => number,
  scope: string,
): ServerLayout {
  return layouts(node, [gallery, deviceType, scope], () =>
    firstScreenLayout(
      galleryPlan({ items: gallery.items, options: gallery.options, deviceType, containerHeight }),
      scope,
    ),
  );
}

/** The ranges' first widths as the server wrote them; null when the page has none. */
export function readBreakpoints(written: string | null | undefined): number[] | null {
  const widths = (written ?? '').split(',').filter((width) => width !== '');
  return widths.length > 0 ? widths.map(Number) : null;
}
