// What the viewer logs (spec/000 §8 "Other"), each text defined once.

export const LOG_PREFIX = 'tessera viewer:';

/** spec/000 §8: "No renderer for a node type: an error is logged and nothing is rendered." */
export const noRendererMessage = (type: string) =>
  `${LOG_PREFIX} No renderer for a node type: ${type}`;

/** spec/000 §8: "A render error in a container: nothing is rendered." */
export const renderErrorMessage = (where: string) =>
  `${LOG_PREFIX} A render error in a container: ${where}; nothing is rendered`;

/** A node named in a log line: its kind, and its id when it has one. */
export const nodeName = (type: unknown, id: unknown) =>
  typeof id === 'string' && id !== '' ? `${String(type)} ${id}` : String(type);

/** A problem a renderer reported (an invalid colour, ...): the node and what went wrong. */
export const reportedMessage = (where: string | undefined, error: unknown) =>
  `${LOG_PREFIX} ${where === undefined ? '' : `${where}: `}${error instanceof Error ? error.message : String(error)}`;

/** spec/000 §8: "A viewer error calls the error callback and renders nothing." */
export const VIEWER_ERROR_MESSAGE = `${LOG_PREFIX} A viewer error; nothing is rendered`;

/** spec/000 §8: "An unknown palette name or unrecognised palette object is logged." */
export const unknownPaletteMessage = (name: string) =>
  `${LOG_PREFIX} Unknown palette name: ${name}`;
export const UNRECOGNISED_PALETTE_MESSAGE = `${LOG_PREFIX} Unrecognised palette object`;

/** spec/000 §5: palette must include the five colours; the error names the missing ones. */
export const missingPaletteColoursMessage = (missing: readonly string[]) =>
  `${LOG_PREFIX} Palette is missing colours: ${missing.join(', ')}`;

/** spec/000 §8: "A locale not found is logged as not found." */
export const localeNotFoundMessage = (locale: string) =>
  `${LOG_PREFIX} locale not found: ${locale}`;
export const localeReadFailedMessage = (locale: string, attempts: number) =>
  `${LOG_PREFIX} could not read the messages of locale ${locale} after ${attempts} attempts`;

/** spec/000 §8: "A deprecation warning: the rel-value setting is deprecated, use the rel setting." */
export const REL_VALUE_DEPRECATED_MESSAGE = `${LOG_PREFIX} the rel-value setting is deprecated, use the rel setting`;
