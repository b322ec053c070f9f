// How a text item's markup fits its box (spec/002 §3: textStyle width and height). Markup written
// for a box of textStyle's size keeps its proportions at any size the layout gives the item: it is
// laid out at its own size and scaled to fit, centred. Without that size it fills the item's box.

export interface TextFit {
  /** The size the markup is laid out at, in CSS pixels. */
  width: number;
  height: number;
  /** The scale that fits that size into the item's box. */
  scale: number;
}

export function textFit(
  box: { width: number; height: number },
  designed: { width?: number; height?: number },
): TextFit {
  const { width, height } = designed;
  if (width === undefined || height === undefined || box.width <= 0 || box.height <= 0)
    return { width: Math.max(0, box.width), height: Math.max(0, box.height), scale: 1 };
  return { width, height, scale: Math.min(box.width / width, box.height / height) };
}
