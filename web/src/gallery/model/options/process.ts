// The option engine's entry point: raw options in, the options the gallery runs on out
// (spec/001 §4): legacy names migrated, defaults filled in, the layout's preset, then normalisation.

import { OPTION_DEFAULTS } from './defaults.ts';
import type { DeviceType } from './enums.ts';
import type { FlatOptions } from './flatten.ts';
import { migrateOptions } from './migrate.ts';
import { normaliseOptions } from './normalise.ts';
import { applyLayoutPreset } from './presets.ts';
import type { ProblemReporter } from './read.ts';
import { withoutInvalidValues } from './sanitise.ts';

export interface ProcessContext {
  deviceType?: DeviceType;
  /** Defaults to true on mobile and tablet. */
  isTouch?: boolean;
  /** Whether the gallery renders texts outside the items; without it texts take no height. */
  externalInfoRenderer?: boolean;
  /** The JSON style string of a designed preset (layout -2). */
  designedPreset?: string;
  /** Receives each option whose value was of the wrong kind and fell back to its default. */
  report?: ProblemReporter;
  /** Receives the console errors of the engine (the unsupported magic layout); console.error by default. */
  logError?: (message: string) => void;
}

function withoutUndefined(options: FlatOptions): FlatOptions {
  // Most have none: the object is then kept as it is (copying 119 names one by one is slow).
  if (!Object.values(options).includes(undefined)) return options;
  const defined: FlatOptions = {};
  for (const name of Object.keys(options)) {
    const value = options[name];
    if (value !== undefined) defined[name] = value;
  }
  return defined;
}

/** The spec/001 §9 defaults under the options given. */
export function withDefaults(options: FlatOptions): FlatOptions {
  const filled: FlatOptions = { ...OPTION_DEFAULTS };
  for (const [name, value] of Object.entries(options))
    if (value !== undefined) filled[name] = value;
  return filled;
}

/** How many recent results processOptions keeps (a server processes the same options often). */
const KEPT_RESULTS = 32;
interface Kept {
  options: Readonly<FlatOptions>;
  /** The options whose values are lists, copied for each caller of processOptions. */
  lists: readonly string[];
  logged: string[];
}
const kept = new Map<string, Kept>();

/** Forgets the results kept (the next call of each is made anew, as the first was). */
export function forgetProcessedOptions(): void {
  kept.clear();
}

/** Deeper than any option set: a structure this deep (or a cycle) is not kept by value. */
const KEPT_DEPTH = 16;

/** Whether JSON would not tell the value apart from another: a function, or too deep to walk. */
function unkeepable(value: unknown, depth = 0): boolean {
  if (typeof value === 'function' || depth > KEPT_DEPTH) return true;
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value)
    if (unkeepable((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

/** The options by value; undefined when JSON cannot tell them apart. */
function valueKey(raw: unknown): string | undefined {
  return unkeepable(raw) ? undefined : JSON.stringify(raw);
}

/** The value keys of the options objects sharedProcessedOptions was given (null: unkeepable). */
const valueKeys = new WeakMap<object, string | null>();

/** valueKey, written once per object: for options their holder no longer changes. */
function rememberedValueKey(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return valueKey(raw);
  let key = valueKeys.get(raw);
  if (key === undefined) valueKeys.set(raw, (key = valueKey(raw) ?? null));
  return key ?? undefined;
}

/** The key of a call by value; undefined when JSON cannot tell its options apart. */
function keyOf(raw: unknown, context: ProcessContext, remembered: boolean): string | undefined {
  const value = remembered ? rememberedValueKey(raw) : valueKey(raw);
  if (value === undefined) return undefined;
  const { deviceType, isTouch, externalInfoRenderer, designedPreset } = context;
  return JSON.stringify([deviceType, isTouch, externalInfoRenderer, designedPreset]) + value;
}

/**
 * Raw options (flat, nested or mixed; legacy names allowed) -> the flat options the gallery runs
 * on. Migration runs before the defaults so a legacy name is not shadowed by its new name's
 * default; a value of the wrong kind falls back to the default and is reported. A call with the
 * same options by value as a recent one, and nothing to report to, gets a copy of that one's
 * result (and logs what it logged).
 */
export function processOptions(raw: unknown, context: ProcessContext = {}): FlatOptions {
  const found = keptResult(raw, context, false);
  if (found === undefined) return processAnew(raw, context);
  const copy: FlatOptions = { ...found.options };
  for (const name of found.lists) copy[name] = [...(found.options[name] as unknown[])];
  return copy;
}

/**
 * processOptions' result read-only: the very object a recent call with the same options by value
 * got, so that what is made from it can be kept by its identity (the server's layouts). `raw` is
 * taken as unchanging once given, as a React prop is: an object is written out for its key once.
 */
export function sharedProcessedOptions(
  raw: unknown,
  context: ProcessContext = {},
): Readonly<FlatOptions> {
  return keptResult(raw, context, true)?.options ?? processAnew(raw, context);
}

/** The kept result of such a call, made now if it is not kept; undefined when it cannot be kept. */
function keptResult(raw: unknown, context: ProcessContext, remembered: boolean): Kept | undefined {
  if (context.report !== undefined || context.logError !== undefined) return undefined;
  const key = keyOf(raw, context, remembered);
  if (key === undefined) return undefined;
  let found = kept.get(key);
  if (found === undefined) {
    const logged: string[] = [];
    const options = processAnew(raw, { ...context, logError: (m) => logged.push(m) });
    // Lists of its own, frozen: one may be the caller's, who may still change it.
    const lists = Object.keys(options).filter((name) => Array.isArray(options[name]));
    for (const name of lists) options[name] = Object.freeze([...(options[name] as unknown[])]);
    found = { options: Object.freeze(options), lists, logged };
    if (kept.size >= KEPT_RESULTS) kept.delete(kept.keys().next().value!);
  } else {
    kept.delete(key); // the most recent last
  }
  kept.set(key, found);
  for (const message of found.logged) console.error(message);
  return found;
}

function processAnew(raw: unknown, context: ProcessContext): FlatOptions {
  const deviceType = context.deviceType ?? 'desktop';
  const isTouch = context.isTouch ?? deviceType !== 'desktop';
  const options = withDefaults(withoutInvalidValues(migrateOptions(raw), context.report));
  const preset = applyLayoutPreset(options, {
    designedPreset: context.designedPreset,
    logError: context.logError,
  });
  return withoutUndefined(
    normaliseOptions(preset, {
      deviceType,
      isTouch,
      externalInfoRenderer: context.externalInfoRenderer ?? false,
    }),
  );
}
