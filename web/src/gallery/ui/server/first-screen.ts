// The stylesheet of a horizontal gallery's first screen (spec/000 §7): the strip shows, before any
// script runs, only the items within the container at some width from BREAKPOINT_MIN_WIDTH to
// BREAKPOINT_MAX_WIDTH; those further along are the horizontal view's to draw once the visitor
// moves (it draws only the items near view too). So the stylesheet places those few items alone,
// and hides the rest of the static strip (their pictures and alt texts stay in the markup): a
// strip of 100 items is as small as one of 10, and a strip whose height follows its width (a
// viewer's SLIDER, spec/000 §9), whose far items drift from any one straight line by the
// layouter's rounding of every width, is one range rather than hundreds. A right-to-left strip
// starts at its end (the view's scroller shows the track's far end at first, where the layouter
// put the first items): its items are placed from the gallery box's end.
// A vertical gallery's stylesheet is serverLayout's.

import { type LayoutResult, RECT_STRIDE } from '../../../../../bindings/engine.ts';
import {
  BREAKPOINT_ITEM_LAYOUTS,
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  LAYOUT_BOX_CLASS,
  LAYOUT_SCOPE_ATTRIBUTE,
  type LayoutAt,
  remembered,
  sampleWidths,
} from '../../model/breakpoints/index.ts';
import { horizontalRoom } from './horizontal-room.ts';
import {
  cachedServerLayout,
  type GalleryPlan,
  makeServerLayout,
  type ServerLayout,
  serverLayout,
} from './server-layout.ts';

/** The widths sampled for the items in view when the strip's ranges are too costly to find:
 *  the strip's items are far wider than this step. */
const FIRST_SCREEN_STEP = 40;

/** The layout with each item moved by `by` along the strip. */
function moved(layout: LayoutResult, by: number): LayoutResult {
  const rects = layout.rects.slice();
  for (let at = 0; at < rects.length; at += RECT_STRIDE) rects[at] += by;
  return { ...layout, rects };
}

/** How many items, from the first, show in the container `width` wide. */
function shownAt({ rects }: LayoutResult, width: number): number {
  // Generous: an item in the room beside the gallery's box is clipped, but counted.
  const shows = (at: number) => rects[at] < width && rects[at] + rects[at + 2] > -width;
  let shown = 0;
  while (shown * RECT_STRIDE < rects.length && shows(shown * RECT_STRIDE)) shown++;
  return shown;
}

/** Every FIRST_SCREEN_STEP pixels from the narrowest container to the widest. */
function everyStep(): number[] {
  const widths: number[] = [];
  for (let width = BREAKPOINT_MIN_WIDTH; width <= BREAKPOINT_MAX_WIDTH; width += FIRST_SCREEN_STEP)
    widths.push(width);
  return widths;
}

/**
 * How many items, from the first, show in the container at some width. The items of a strip are
 * in order along it, and within a range of one structure each moves in proportion to the width
 * (within the finest tolerance), so over a range the count is largest at one of its ends: the
 * widths the ranges are found from (which the stylesheet's own ranges then find laid out) are
 * enough. Past the budget of layouts, every FIRST_SCREEN_STEP pixels are looked at instead.
 */
function firstScreenCount(layoutAt: LayoutAt): number {
  const items = Math.floor(layoutAt(BREAKPOINT_MIN_WIDTH).rects.length / RECT_STRIDE);
  const limit = Math.floor(BREAKPOINT_ITEM_LAYOUTS / Math.max(1, items));
  const samples = sampleWidths(layoutAt, BREAKPOINT_MIN_WIDTH, BREAKPOINT_MAX_WIDTH, limit);
  const widths = samples?.sorted().map((sample) => sample.width) ?? everyStep();
  let count = 0;
  for (const width of widths) count = Math.max(count, shownAt(layoutAt(width), width));
  // One more: the item a width between two samples may begin to show.
  return count + 1;
}

export function firstScreenLayout(plan: GalleryPlan, scope: string): ServerLayout {
  const room = horizontalRoom(plan.options);
  if (room === undefined) return serverLayout(plan, scope);
  return cachedServerLayout(plan, scope, 'first screen', () => {
    // The gallery's box is the container less the room beside it.
    const aside = Number(room.paddingLeft) + Number(room.paddingRight);
    const fromEnd = plan.options.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT';
    // The ranges below are found from the widths the count looked at: each is laid out once.
    const layoutAt = remembered(
      fromEnd
        ? (width) => {
            const whole = plan.layoutAt(width);
            return moved(whole, width - aside - whole.width);
          }
        : plan.layoutAt,
    );
    const shown = firstScreenCount(layoutAt);
    const layout = makeServerLayout(
      {
        ...plan,
        layoutAt: (width) => {
          const whole = layoutAt(width);
          return { ...whole, rects: whole.rects.slice(0, shown * RECT_STRIDE) };
        },
      },
      scope,
    );
    const hidden = `[${LAYOUT_SCOPE_ATTRIBUTE}="${scope}"] .${LAYOUT_BOX_CLASS}>:nth-child(n+${shown + 1}){display:none}`;
    return { ...layout, stylesheet: layout.stylesheet + hidden };
  });
}
