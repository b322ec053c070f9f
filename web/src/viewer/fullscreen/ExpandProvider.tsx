// Provides `expand` to the viewer's media (spec/000 §2): the first expand loads the full-screen
// viewer's chunk, which then shows in a portal on document.body above the page (or in the shadow
// root the viewer is drawn in, where its stylesheet is: the embed's). Nothing of the
// full-screen viewer is in the viewer core, and nothing renders until something expands (the
// server renders none of it).

import {
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  useCallback,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { type ExpandRequest, ExpandContext } from './expand-context.ts';
import type { FullscreenViewerProps } from './FullscreenViewer.tsx';

// `opened` counts the expands: a second one while open starts afresh at its own index.
type Shown = {
  request: ExpandRequest;
  View: ComponentType<FullscreenViewerProps>;
  opened: number;
  layer: Element | DocumentFragment;
};

/** Where the full-screen layer goes: the opener's shadow root, if it is in one, else the body. */
function layerParent(opener: HTMLElement | null): Element | DocumentFragment {
  const root = opener?.getRootNode();
  return root instanceof ShadowRoot ? root : document.body;
}

export interface ExpandProviderProps {
  children: ReactNode;
  direction: 'ltr' | 'rtl';
  /** The viewer's theme variables, which the layer outside the viewer's root needs too. */
  style: CSSProperties;
  /** The chunk failed to load. */
  onError(error: unknown): void;
}

export function ExpandProvider({ children, direction, style, onError }: ExpandProviderProps) {
  const [shown, setShown] = useState<Shown>();
  const expand = useCallback(
    (request: ExpandRequest) => {
      if (request.items.length === 0) return;
      const opener = request.opener ?? (document.activeElement as HTMLElement | null);
      import('./FullscreenViewer.tsx').then(
        ({ default: View }) =>
          setShown((last) => ({
            request: { ...request, opener },
            View,
            opened: (last?.opened ?? 0) + 1,
            layer: layerParent(opener),
          })),
        onError,
      );
    },
    [onError],
  );
  const close = useCallback(() => setShown(undefined), []);
  return (
    <ExpandContext value={expand}>
      {children}
      {shown &&
        createPortal(
          <shown.View
            key={shown.opened}
            {...shown.request}
            direction={direction}
            style={style}
            onClose={close}
          />,
          shown.layer,
        )}
    </ExpandContext>
  );
}
