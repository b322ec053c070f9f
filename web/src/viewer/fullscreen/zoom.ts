// The full-screen viewer's zoom and pan as arithmetic on a view: the picture's scale and its
// offset (CSS pixels) from the centre of the stage. Points are measured from the stage's centre.
// Pure: no React, no DOM.

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** What a double click on an unzoomed picture zooms to. */
export const DOUBLE_CLICK_SCALE = 2.5;
/** The factor one press of + or - zooms by. */
export const KEY_ZOOM_FACTOR = 1.5;
/** A wheel zooms by e^(−deltaY × rate): a 100 px notch is about ×0.82 or ×1.22. */
export const WHEEL_ZOOM_RATE = 0.002;
/** The wheel's line and page deltas in pixels (WheelEvent.deltaMode 1 and 2). */
const WHEEL_LINE_PX = 16;
const WHEEL_PAGE_PX = 800;

export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const UNZOOMED: View = { scale: MIN_SCALE, x: 0, y: 0 };

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** The view with its scale in range and the picture pulled back so no empty side shows. */
export function clampView(view: View, content: Size, stage: Size): View {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE);
  const maxX = Math.max(0, (content.width * scale - stage.width) / 2);
  const maxY = Math.max(0, (content.height * scale - stage.height) / 2);
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/** Zooms to `scale` keeping the point of the picture under `at` where it is. */
export function zoomAt(view: View, scale: number, at: Point, content: Size, stage: Size): View {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / view.scale;
  return clampView(
    { scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    content,
    stage,
  );
}

/** The view moved by a drag of (dx, dy). */
export function panBy(view: View, dx: number, dy: number, content: Size, stage: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, content, stage);
}

/** The scale after a wheel turn (deltaY < 0, away from the user, zooms in). */
export function wheelScale(scale: number, deltaY: number, deltaMode: number): number {
  const pixels = deltaY * (deltaMode === 1 ? WHEEL_LINE_PX : deltaMode === 2 ? WHEEL_PAGE_PX : 1);
  return clamp(scale * Math.exp(-pixels * WHEEL_ZOOM_RATE), MIN_SCALE, MAX_SCALE);
}

export function isZoomed(view: View): boolean {
  return view.scale > MIN_SCALE;
}
