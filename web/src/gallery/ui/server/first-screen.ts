// The stylesheet of a horizontal gallery's first screen (spec/000 §7): the strip shows, before any
// script runs, only the items that start within the container at some width from
// BREAKPOINT_MIN_WIDTH to BREAKPOINT_MAX_WIDTH; those further along are the horizontal view's to
// draw once the visitor moves (it draws only the items near view too). So the stylesheet places
// those few items alone, and hides the rest of the static strip (their pictures and alt texts stay
// in the markup): a strip of 100 items is as small as one of 10, and a strip whose height follows
// its width (a viewer's SLIDER, spec/000 §9), whose far items drift from any one straight line
// by the layouter's rounding of every width, is one range rather than hundreds.
// A vertical gallery's stylesheet is serverLayout's.

import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import {
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  LAYOUT_BOX_CLASS,
  LAYOUT_SCOPE_ATTRIBUTE,
} from '../../model/breakpoints/index.ts';
import { isHorizontalGallery } from '../views/horizontal/is-horizontal.ts';
import { type GalleryPlan, type ServerLayout, serverLayout } from './server-layout.ts';

/** The widths sampled for the items in view: the strip's items are far wider than this step. */
const FIRST_SCREEN_STEP = 40;

/** How many items, from the first, start within the container at some width. */
export function firstScreenCount(plan: GalleryPlan): number {
  let count = 0;
  for (
    let width = BREAKPOINT_MIN_WIDTH;
    width <= BREAKPOINT_MAX_WIDTH;
    width += FIRST_SCREEN_STEP
  ) {
    const { rects } = plan.layoutAt(width);
    let shown = 0;
    while (shown * RECT_STRIDE < rects.length && rects[shown * RECT_STRIDE] < width) shown++;
    count = Math.max(count, shown);
  }
  // One more: the item a width between two samples may begin to show.
  return count + 1;
}

export function firstScreenLayout(plan: GalleryPlan, scope: string): ServerLayout {
  if (!isHorizontalGallery(plan.options)) return serverLayout(plan, scope);
  const shown = firstScreenCount(plan);
  const layout = serverLayout(
    {
      ...plan,
      layoutAt: (width) => {
        const whole = plan.layoutAt(width);
        return { ...whole, rects: whole.rects.slice(0, shown * RECT_STRIDE) };
      },
    },
    scope,
  );
  const hidden = `[${LAYOUT_SCOPE_ATTRIBUTE}="${scope}"] .${LAYOUT_BOX_CLASS}>:nth-child(n+${shown + 1}){display:none}`;
  return { ...layout, stylesheet: layout.stylesheet + hidden };
}
