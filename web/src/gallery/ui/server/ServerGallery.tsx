// A gallery the server drew for every container width (DESIGN.md "Data flow"): the gallery layout
// stylesheet (model/breakpoints) places the static items (StaticItems) at any width before any
// script runs; the browser hydrates that same markup, then mounts the interactive <Gallery> over
// it, laid out as the stylesheet draws (layoutBreakpoints). When the gallery has its first layout
// the static items go and the gallery takes their place in the page: the same height, the same
// item positions, so nothing moves (a horizontal gallery's once its view's chunk is in, so no
// empty frame shows meanwhile). The stylesheet is the server's: the browser keeps the one in
// the page rather than making it again.

import { useCallback, useMemo, useRef, useState } from 'react';
import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { BREAKPOINTS_ATTRIBUTE, LAYOUT_SCOPE_ATTRIBUTE } from '../../model/breakpoints/index.ts';
import { DEFAULT_VIEWPORT } from '../../model/options/defaults.ts';
import { sharedProcessedOptions } from '../../model/options/process.ts';
import { isHorizontalGallery } from '../views/horizontal/is-horizontal.ts';
import { afterHorizontalView } from '../views/horizontal/load-horizontal-view.ts';
import { Gallery } from '../Gallery.tsx';
import type { GalleryProps } from '../gallery-props.ts';
import { useContainerWidth } from '../use-container-width.ts';
import { StaticItems } from './StaticItems.tsx';
import { useHydrated } from '../../../react/use-hydrated.ts';

export interface ServerGalleryProps extends Omit<GalleryProps, 'container'> {
  items: readonly unknown[];
  options: unknown;
  /** The gallery's id and the stylesheet's scope: letters, digits, '-' and '_'. */
  id: string;
  layoutBreakpoints: readonly number[];
  /** The container's height the layout measures against (the default window's when not given). */
  containerHeight?: number;
  /** Written by the server; the browser leaves the server's in place. */
  stylesheet?: string;
}

/** Over the static items until the gallery has laid itself out. */
const OVER_STATIC = { position: 'absolute', top: 0, left: 0, right: 0 } as const;

export function ServerGallery({
  items,
  options,
  id,
  layoutBreakpoints,
  containerHeight,
  stylesheet,
  onLayout,
  ...rest
}: ServerGalleryProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [laidOut, setLaidOut] = useState(false);
  const hydrated = useHydrated();
  useContainerWidth(frame, setWidth);
  const { deviceType } = rest;
  const horizontal = useMemo(
    () => isHorizontalGallery(sharedProcessedOptions(options, { deviceType })),
    [options, deviceType],
  );
  const whenLaidOut = useCallback(
    (layout: LayoutResult) => {
      if (horizontal) afterHorizontalView(() => setLaidOut(true));
      else setLaidOut(true);
      onLayout?.(layout);
    },
    [onLayout, horizontal],
  );
  const scope = { [LAYOUT_SCOPE_ATTRIBUTE]: id, [BREAKPOINTS_ATTRIBUTE]: layoutBreakpoints.join() };
  return (
    <div ref={frame} {...scope}>
      <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stylesheet ?? '' }} />
      {!laidOut && (
        <StaticItems
          items={items}
          options={options}
          deviceType={rest.deviceType}
          containerHeight={containerHeight}
          createMediaUrl={rest.createMediaUrl}
        />
      )}
      {hydrated && width > 0 && (
        <div style={laidOut ? undefined : OVER_STATIC}>
          <Gallery
            {...rest}
            id={id}
            items={items}
            options={options}
            container={{ width, height: containerHeight ?? DEFAULT_VIEWPORT.height }}
            layoutBreakpoints={layoutBreakpoints}
            onLayout={whenLaidOut}
          />
        </div>
      )}
    </div>
  );
}
