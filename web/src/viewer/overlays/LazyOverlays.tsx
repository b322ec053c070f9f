// The text-selection toolbar and the link-preview popover (spec/000 §2) load lazily, on the first
// mouse-over of the viewer, on desktop only: nothing of them is in the core or loaded for a
// visitor who never points at the content (touch pointers included). What they need of the
// viewer comes as props, so their chunk shares no module with the core.

import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import { useViewer } from '../context.ts';
import { TOOLTIP_DELAY_MS } from '../nodes/constants.ts';
import type { OverlaysProps } from './overlays-props.ts';

export function LazyOverlays({ root }: { root: RefObject<HTMLElement | null> }) {
  const { isMobile, t, direction, services } = useViewer();
  const [Overlays, setOverlays] = useState<ComponentType<OverlaysProps>>();
  useEffect(() => {
    const target = root.current;
    if (isMobile || !target || Overlays) return;
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      target.removeEventListener('pointerover', onPointerOver);
      import('./ViewerOverlays.tsx').then(
        (module) => setOverlays(() => module.default),
        () => {},
      );
    };
    target.addEventListener('pointerover', onPointerOver);
    return () => target.removeEventListener('pointerover', onPointerOver);
  }, [root, isMobile, Overlays]);
  return Overlays && root.current && !isMobile ? (
    <Overlays
      root={root.current}
      t={t}
      direction={direction}
      services={services}
      delay={TOOLTIP_DELAY_MS}
    />
  ) : null;
}
