// The gallery option engine (spec/001 §2-§5, §8, §9): no React, no DOM.

export { processOptions, withDefaults, type ProcessContext } from './process.ts';
export { withoutInvalidValues } from './sanitise.ts';
export { migrateOptions, isLegacyOptionName } from './migrate.ts';
export { validateOptions, type ValidationError, type ValidationResult } from './validate.ts';
export { isOptionRelevant } from './relevance.ts';
export { normaliseOptions, MOBILE_MAX_ITEM_SPACING, type NormaliseContext } from './normalise.ts';
export { applyLayoutPreset, type PresetContext } from './presets.ts';
export { parseDesignedPreset } from './designed-preset.ts';
export { OPTIONS_SCHEMA, buildOptionsSchema } from './schema.ts';
export {
  OPTION_BOUNDS,
  boundsProblems,
  clampToBounds,
  isCropRatio,
  isManualScatter,
  type Bounds,
  type BoundsProblem,
} from './bounds.ts';
export {
  OPTION_DEFAULTS,
  LAYOUT_DEFAULTS,
  DEFAULT_VIEWPORT,
  DEFAULT_WINDOW_WIDTH,
} from './defaults.ts';
export {
  OPTION_FIELDS,
  OPTION_NAMES,
  isOptionName,
  type OptionName,
  type FieldSpec,
} from './fields.ts';
export { flattenOptions, nestOptions, type FlatOptions } from './flatten.ts';
export {
  LAYOUT_CODES,
  isLayoutCode,
  layoutName,
  type LayoutCode,
  type LayoutName,
} from './layout-codes.ts';
export { MAGIC_LAYOUT_UNSUPPORTED, SCHEMA_MESSAGES } from './messages.ts';
export { cleanLoadMoreFont, type CleanFont } from './load-more-font.ts';
export { optionReader, type OptionProblem, type ProblemReporter } from './read.ts';
export * from './enums.ts';
export type {
  FlatGalleryOptions,
  GalleryOptions,
  LayoutParamsOptions,
  BehaviourParamsOptions,
  StylingParamsOptions,
  RawOptions,
} from './model.ts';
