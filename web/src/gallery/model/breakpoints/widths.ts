// The container widths a server-rendered gallery is laid out for (DESIGN.md "Data flow": the
// server writes a stylesheet of container-width breakpoints): from a small phone to a wide
// desktop screen. The layouter takes whole pixels (it floors the container's width), so these are
// whole numbers and a range of widths is a range of whole pixels.

export const BREAKPOINT_MIN_WIDTH = 320;
export const BREAKPOINT_MAX_WIDTH = 2560;
/** How far apart the widths are first sampled; between two samples the layout is sampled again
 *  halfway where its structure changes or its straight line strays, down to the exact pixel. */
export const BREAKPOINT_SAMPLE_STEP = 256;
/** How far (in pixels) the layout a range draws may stray from the engine's at a sampled width,
 *  at the finest; each later rung of BREAKPOINT_TOLERANCES allows more, for fewer ranges. */
export const BREAKPOINT_TOLERANCES = [8, 16, 32, 64, 128, 256, 512] as const;
/**
 * The most a gallery's layout stylesheet may weigh, in characters (bytes: it is ASCII). About a
 * range of 400 items, or 20 ranges of 20 items; a page's critical CSS is a few tens of KB, and a
 * stylesheet of this size gzips to some 8 KB, parses in well under a millisecond and still lets
 * the page's first bytes (14 KB of the first round trip) hold text beside it.
 */
export const STYLESHEET_BUDGET = 64 * 1024;
/** Items the stylesheet leaves out (for the budget) start this far below the gallery's top at
 *  least, at every width: two screens of the default 1920 × 1200 window (spec/002 §3). */
export const HIDDEN_BELOW = 2400;
/**
 * The last rung when ranges of one structure cannot fit the budget: the engine's own layout at
 * these common container widths (phones, tablets, laptops, desktops), each scaled in proportion
 * up to the next (a layout scaled uniformly keeps its items apart).
 */
export const SCALED_WIDTHS = [
  320, 360, 375, 390, 414, 768, 1024, 1280, 1366, 1440, 1920, 2560,
] as const;
/** The engine work (items laid out, summed over the widths sampled) one gallery's ranges may take
 *  before the scaled rung is taken instead: some 400 layouts of 100 items, or 40 of 1,000. */
export const BREAKPOINT_ITEM_LAYOUTS = 40_000;
