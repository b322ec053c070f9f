// The enumerations of the option model (spec/001 §3), spelled exactly as the spec gives them.

export const GROUP_TYPES = ['1', '2h', '2v', '3b', '3h', '3l', '3r', '3t', '3v'] as const;

export const CROP_METHODS = ['FILL', 'FIT', 'MAX', 'MIN'] as const;
export const CROP_ALIGNMENTS = ['BOTTOM', 'CENTER', 'LEFT', 'RIGHT', 'TOP'] as const;

export const SCROLL_DIRECTIONS = ['VERTICAL', 'HORIZONTAL'] as const;
export const RESPONSIVE_MODES = ['FIT_TO_SCREEN', 'SET_ITEMS_PER_ROW'] as const;
export const LAYOUT_ORIENTATIONS = ['HORIZONTAL', 'VERTICAL'] as const;
export const GROUPS_ORDERS = ['BY_HEIGHT', 'LEFT_TO_RIGHT'] as const;

export const THUMBNAIL_POSITIONS = ['ON_GALLERY', 'OUTSIDE_GALLERY'] as const;
export const THUMBNAIL_ALIGNMENTS = ['BOTTOM', 'LEFT', 'RIGHT', 'TOP'] as const;

export const ARROW_POSITIONS = ['MOUSE_CURSOR', 'ON_GALLERY', 'OUTSIDE_GALLERY'] as const;
export const ARROW_VERTICAL_ALIGNMENTS = ['IMAGE_CENTER', 'INFO_CENTER', 'ITEM_CENTER'] as const;
export const ARROW_TYPES = [
  'ARROW_2',
  'ARROW_3',
  'DEFAULT_ARROW',
  'ARROW_4',
  'ARROW_5',
  'ARROW_6',
  'ARROW_7',
] as const;
export const ARROW_CONTAINER_TYPES = ['BOX', 'NONE', 'SHADOW'] as const;

export const TARGET_SIZE_UNITS = ['PERCENT', 'PIXEL', 'SMART'] as const;

export const INFO_SIZE_UNITS = ['PERCENT', 'PIXEL'] as const;
export const INFO_LAYOUTS = [
  'ATTACHED_BACKGROUND',
  'DONT_SHOW',
  'NO_BACKGROUND',
  'SEPARATED_BACKGROUND',
] as const;
/** A placement option holds one of these or a comma-separated list of them. */
export const INFO_PLACEMENTS = [
  'ABOVE',
  'ALTERNATE_HORIZONTALLY',
  'ALTERNATE_VERTICALLY',
  'BELOW',
  'LEFT',
  'OVERLAY',
  'RIGHT',
] as const;

export const CLICK_ACTIONS = ['ACTION', 'LINK', 'MAGNIFY', 'NOTHING'] as const;
export const PLAY_TRIGGERS = ['AUTO', 'CLICK', 'HOVER'] as const;
export const HOVERING_BEHAVIOURS = ['ALWAYS_SHOW', 'APPEARS', 'DISAPPEARS', 'NEVER_SHOW'] as const;
export const OVERLAY_HOVER_ANIMATIONS = [
  'EXPAND',
  'FADE_IN',
  'NO_EFFECT',
  'SLIDE_DOWN',
  'SLIDE_LEFT',
  'SLIDE_RIGHT',
  'SLIDE_UP',
] as const;
/** BUTTOM is the spec's spelling (spec/001 §3, "spelled as given"). */
export const OVERLAY_POSITIONS = [
  'BUTTOM',
  'CENTERED_HORIZONTALLY',
  'CENTERED_VERTICALLY',
  'LEFT',
  'RIGHT',
  'TOP',
] as const;
export const OVERLAY_SIZE_UNITS = ['PERCENT', 'PIXEL'] as const;
export const CONTENT_HOVER_ANIMATIONS = [
  'BLUR',
  'COLOR_IN',
  'DARKENED',
  'GRAYSCALE',
  'INVERT',
  'NO_EFFECT',
  'SHRINK',
  'TILT',
  'ZOOM_IN',
] as const;
export const PLACEMENT_ANIMATIONS = ['NO_EFFECT', 'SLIDE'] as const;
export const LOADERS = ['BLUR', 'COLOR', 'MAIN_COLOR'] as const;
export const SECONDARY_MEDIA_TRIGGERS = ['HOVER', 'OFF'] as const;
export const SECONDARY_MEDIA_BEHAVIOUR = 'APPEARS';

export const LAYOUT_DIRECTIONS = ['LEFT_TO_RIGHT', 'RIGHT_TO_LEFT'] as const;
export const SCROLL_ANIMATIONS = [
  'BLUR',
  'EXPAND',
  'FADE_IN',
  'GRAYSCALE',
  'MAIN_COLOR',
  'NO_EFFECT',
  'ONE_COLOR',
  'SHRINK',
  'SLIDE_UP',
  'ZOOM_OUT',
] as const;
export const LOAD_MORE_AMOUNTS = ['ALL', 'PARTIAL'] as const;
export const SLIDE_ANIMATIONS = ['DECK', 'FADE', 'SCROLL'] as const;
export const AUTO_SLIDE_BEHAVIOURS = ['CONTINUOUS', 'INTERVAL', 'OFF'] as const;
export const BUTTONS_ALIGNMENTS = ['CENTER', 'LEFT', 'RIGHT'] as const;

/** SCLAED_DOWN is the spec's spelling; SCALED_DOWN, the other reading, is the same value (spec/001 §3). */
export const RESOLUTION_MODES = ['FULL', 'SCLAED_DOWN', 'SCALED_DOWN'] as const;

export function isScaledDown(mode: unknown): boolean {
  return mode === 'SCLAED_DOWN' || mode === 'SCALED_DOWN';
}

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const VIEW_MODES = ['SITE', 'EDIT', 'PREVIEW', 'SEO'] as const;
