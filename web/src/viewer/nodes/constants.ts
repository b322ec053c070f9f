// Limits and defaults of the block kinds, from spec/000 §5 and §9, each defined once.

/** spec/000 §5 "List offset is clamped to 0 through 4". */
export const MAX_LIST_OFFSET = 4;

/** spec/000 §9 "Maximum list indentation 4"; text blocks indent by the same steps, as far. */
export const MAX_INDENTATION = 4;

/** spec/000 §5 "Table column width is at least its minimum (default 120)"; §9 "Cell default min width 120". */
export const DEFAULT_COLUMN_MIN_WIDTH = 120;

/** spec/000 §9 "Grid has 12 columns"; §5 spans "normalised to sum to 12, each at least 3". */
export const GRID_COLUMNS = 12;
export const MIN_LAYOUT_SPAN = 3;

/** spec/000 §9 "Default button alignment center, size small". */
export const DEFAULT_BUTTON_SIZE = 'SMALL';
export const DEFAULT_BUTTON_ALIGNMENT = 'CENTER';

/** spec/000 §9 "Default divider: single, large, centered". */
export const DEFAULT_DIVIDER_LINE_STYLE = 'SINGLE';
export const DEFAULT_DIVIDER_WIDTH = 'LARGE';
export const DEFAULT_DIVIDER_ALIGNMENT = 'CENTER';

/** spec/000 §9 "Collapsible list: first item expanded, expandOnlyOne false". */
export const DEFAULT_INITIAL_EXPANDED_ITEMS = 'FIRST';
export const DEFAULT_EXPAND_ONLY_ONE = false;

/** spec/000 §9 "Tooltip delay 300 ms". */
export const TOOLTIP_DELAY_MS = 300;
