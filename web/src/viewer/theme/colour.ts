// Colour validation (spec/000 §5) for the theme: the content model's rule, and an invalid colour
// is logged rather than thrown.

import { INVALID_COLOR_MESSAGE, isValidColor } from '../../content/colors.ts';
import { LOG_PREFIX } from '../log-messages.ts';
import type { ViewerLogger } from '../logger.ts';

export { isValidColor };

/** The colour, trimmed, or undefined after logging when it is not one. */
export function validColourOrLog(value: unknown, logger: ViewerLogger): string | undefined {
  if (isValidColor(value)) return value.trim();
  logger.error(`${LOG_PREFIX} ${INVALID_COLOR_MESSAGE}: ${JSON.stringify(value)}`);
  return undefined;
}
