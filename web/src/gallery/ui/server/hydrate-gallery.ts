// The browser's half of a server-rendered gallery: hydrates the HTML renderGalleryToString wrote
// into `element` with the gallery's props, reading the stylesheet's ranges back from the markup.

import { createElement } from 'react';
import { type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';
import { BREAKPOINTS_ATTRIBUTE } from '../../model/breakpoints/index.ts';
import { ServerGallery } from './ServerGallery.tsx';
import type { ServerGalleryInput } from './render-gallery.ts';

export function hydrateGallery(
  element: HTMLElement,
  props: ServerGalleryInput,
  options?: HydrationOptions,
): Root {
  const written = element.querySelector(`[${BREAKPOINTS_ATTRIBUTE}]`);
  const layoutBreakpoints = (written?.getAttribute(BREAKPOINTS_ATTRIBUTE) ?? '')
    .split(',')
    .filter((width) => width !== '')
    .map(Number);
  return hydrateRoot(
    element,
    createElement(ServerGallery, { ...props, layoutBreakpoints }),
    options,
  );
}
