// Only a colour that passes spec/000 §5 validation reaches a style, so content cannot put
// url(...) or anything else into CSS through a colour field. The viewer logs the colours this
// drops (invalid-colours.ts, spec/000 §5).

import { isValidColor } from '../../content/colors.ts';

/** The colour when valid, else undefined (the caller falls back to the theme). */
export function safeColor(value: unknown): string | undefined {
  return isValidColor(value) ? value.trim() : undefined;
}
