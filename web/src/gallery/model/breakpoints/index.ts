// A gallery laid out for every container width a site may have (DESIGN.md "Data flow"): ranges of
// one structure, the layout at any width within them, and the stylesheet that draws it.

export { BREAKPOINT_MAX_WIDTH, BREAKPOINT_MIN_WIDTH, BREAKPOINT_SAMPLE_STEP } from './widths.ts';
export { type LayoutAt, type LayoutSegment, layoutSegments } from './segments.ts';
export {
  type SegmentEnds,
  fractionAt,
  interpolateLayout,
  layoutAtWidth,
  segmentAt,
} from './interpolate.ts';
export {
  BREAKPOINTS_ATTRIBUTE,
  itemClass,
  LAYOUT_BOX_CLASS,
  LAYOUT_SCOPE_ATTRIBUTE,
  layoutStylesheet,
  lineValue,
} from './stylesheet.ts';
export { layoutStructure } from './structure.ts';
