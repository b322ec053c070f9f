// The messages between an html embed's frame and its page (spec/000 §7): the frame reports its
// content's height, the page sends new markup without reloading the frame.

export const HEIGHT_RESIZE = 'htmlPlugin:heightResize';
export const UPDATE_CONTENT = 'htmlPlugin:updateContent';

/** `{type: HEIGHT_RESIZE, id, height}` from the frame: the height in pixels, or undefined when
 *  the message is anything else or names another frame (an id given must be `frameId`). */
export function readHeightResize(data: unknown, frameId: string | undefined): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, id, height } = data as { type?: unknown; id?: unknown; height?: unknown };
  if (type !== HEIGHT_RESIZE) return undefined;
  if (frameId !== undefined && id !== frameId) return undefined;
  return typeof height === 'number' && Number.isFinite(height) && height > 0
    ? Math.ceil(height)
    : undefined;
}
