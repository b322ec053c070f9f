// Colour validation (spec/000 §5): colours must be transparent, hex, or rgb/rgba.

/** spec/000 §5: what is logged for a colour that fails validation. */
export const INVALID_COLOR_MESSAGE = 'invalid colour value';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`\s*(?:\d+(?:\.\d+)?|\.\d+)%?\s*`;
const RGB = new RegExp(String.raw`^rgb\((${NUMBER}),(${NUMBER}),(${NUMBER})\)$`, 'i');
const RGBA = new RegExp(String.raw`^rgba\((${NUMBER}),(${NUMBER}),(${NUMBER}),(${NUMBER})\)$`, 'i');

function channelInRange(value: string): boolean {
  const text = value.trim();
  const n = Number.parseFloat(text);
  return text.endsWith('%') ? n <= 100 : n <= 255;
}

function alphaInRange(value: string): boolean {
  const text = value.trim();
  const n = Number.parseFloat(text);
  return text.endsWith('%') ? n <= 100 : n <= 1;
}

/** Colours repeat across a document (every cell's border, every line's text colour). */
const checked = new Map<string, boolean>();
const CHECKED_LIMIT = 512;

export function isValidColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  let valid = checked.get(value);
  if (valid === undefined) {
    valid = checkColor(value);
    if (checked.size >= CHECKED_LIMIT) checked.clear();
    checked.set(value, valid);
  }
  return valid;
}

function checkColor(value: string): boolean {
  const color = value.trim();
  if (color.toLowerCase() === 'transparent' || HEX.test(color)) return true;
  const rgb = RGB.exec(color);
  if (rgb !== null) return rgb.slice(1, 4).every(channelInRange);
  const rgba = RGBA.exec(color);
  if (rgba !== null) return rgba.slice(1, 4).every(channelInRange) && alphaInRange(rgba[4]!);
  return false;
}

/**
 * The error reported for an invalid colour; `where` says which field held it. It has no stack:
 * the fault is in the content, not in the code that found it, and documents can carry hundreds
 * of these (capturing a stack costs more than rendering the node).
 */
export function invalidColorError(value: unknown, where: string): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new Error(`${INVALID_COLOR_MESSAGE}: ${JSON.stringify(value)} (${where})`);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
