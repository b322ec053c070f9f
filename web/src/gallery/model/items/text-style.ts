// A text item's style (spec/002 §3: textStyle with backgroundColor; its width and height size
// the item when the transport object gives no other).

import { numberOf, objectOf, stringOf } from './fields.ts';
import type { TextStyle } from './types.ts';

export function textStyleOf(value: unknown): TextStyle {
  const fields = objectOf(value);
  if (fields === undefined) return {};
  const style: TextStyle = {};
  const backgroundColor = stringOf(fields.backgroundColor)?.trim();
  const width = numberOf(fields.width);
  const height = numberOf(fields.height);
  if (backgroundColor) style.backgroundColor = backgroundColor;
  if (width !== undefined && width > 0) style.width = width;
  if (height !== undefined && height > 0) style.height = height;
  return style;
}
