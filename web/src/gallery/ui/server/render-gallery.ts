// Server rendering of a gallery alone (DESIGN.md "Data flow"): its HTML with the gallery layout
// stylesheet inside, so the first paint is right at any container width, and the ranges'
// first widths in an attribute, which is all hydration needs beyond the gallery's own props
// (hydrate-gallery.ts). Not part of the browser entry.

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { GalleryProps } from '../gallery-props.ts';
import { ServerGallery } from './ServerGallery.tsx';
import { firstScreenLayout } from './first-screen.ts';
import { galleryPlan } from './server-layout.ts';

export interface ServerGalleryInput extends Omit<GalleryProps, 'container'> {
  items: readonly unknown[];
  options: unknown;
  /** Letters, digits, '-' and '_'; the gallery's id and its stylesheet's scope. */
  id: string;
  /** The container's height the layout measures against (the default window's when not given). */
  containerHeight?: number;
}

const SCOPE = /^[A-Za-z][\w-]*$/;

export function renderGalleryToString(input: ServerGalleryInput): string {
  if (!SCOPE.test(input.id))
    throw new Error(`A server-rendered gallery's id is letters, digits, '-' and '_': ${input.id}`);
  const plan = galleryPlan(input);
  const { breakpoints, stylesheet } = firstScreenLayout(plan, input.id);
  return renderToString(
    createElement(ServerGallery, { ...input, layoutBreakpoints: breakpoints, stylesheet }),
  );
}
