// A gallery laid out for every container width a site may have (DESIGN.md "Data flow"): ranges of
// one structure, the layout at any width within them, and the stylesheet that draws it, within
// its budget.

export {
  BREAKPOINT_ITEM_LAYOUTS,
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  BREAKPOINT_SAMPLE_STEP,
  SCALED_WIDTHS,
  STYLESHEET_BUDGET,
} from './widths.ts';
export { type LayoutAt, type LayoutSegment, layoutSegments, sampleWidths } from './segments.ts';
export { remembered } from './samples.ts';
export { scaledSegments } from './scaled.ts';
export { type BudgetedLayout, budgetedLayout } from './budget.ts';
export {
  type SegmentEnds,
  fractionAt,
  interpolateLayout,
  layoutAtWidth,
  scaledLayout,
  segmentAt,
} from './interpolate.ts';
export {
  BREAKPOINTS_ATTRIBUTE,
  breakpointsOf,
  itemClass,
  LAYOUT_BOX_CLASS,
  LAYOUT_SCOPE_ATTRIBUTE,
  layoutStylesheet,
  lineValue,
  writeStylesheet,
} from './stylesheet.ts';
export { layoutStructure } from './structure.ts';
