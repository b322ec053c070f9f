// The container widths a server-rendered gallery is laid out for (DESIGN.md "Data flow": the
// server writes a stylesheet of container-width breakpoints): from a small phone to a wide
// desktop screen. The layouter takes whole pixels (it floors the container's width), so these are
// whole numbers and a range of widths is a range of whole pixels.

export const BREAKPOINT_MIN_WIDTH = 320;
export const BREAKPOINT_MAX_WIDTH = 2560;
/** How far apart the widths are first sampled; where the layout's structure changes between two
 *  samples, the widths between them are searched for the exact pixel. */
export const BREAKPOINT_SAMPLE_STEP = 8;
/** How far (in pixels) the layout a range draws may stray from the engine's at a sampled width. */
export const BREAKPOINT_TOLERANCE = 8;
