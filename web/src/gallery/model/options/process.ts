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
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
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
const kept = new Map<string, { options: FlatOptions; logged: string[] }>();

/** Forgets the results kept (the next call of each is made anew, as the first was). */
export function forgetProcessedOptions(): void {
  kept.clear();
}

/** The key of a call by value; undefined when the options hold a function (JSON drops it). */
function keyOf(raw: unknown, context: ProcessContext): string | undefined {
  let withFunction = false;
  const json = JSON.stringify(raw, (_name, value: unknown) => {
    if (typeof value === 'function') withFunction = true;
    return value;
  });
  if (withFunction) return undefined;
  const { deviceType, isTouch, externalInfoRenderer, designedPreset } = context;
  return JSON.stringify([deviceType, isTouch, externalInfoRenderer, designedPreset, json]);
}

/**
 * Raw options (flat, nested or mixed; legacy names allowed) -> the flat options the gallery runs
 * on. Migration runs before the defaults so a legacy name is not shadowed by its new name's
 * default; a value of the wrong kind falls back to the default and is reported. A call with the
 * same options by value as a recent one, and nothing to report to, gets a copy of that one's
 * result (and logs what it logged).
 */
export function processOptions(raw: unknown, context: ProcessContext = {}): FlatOptions {
  const key =
    context.report === undefined && context.logError === undefined
      ? keyOf(raw, context)
      : undefined;
  if (key === undefined) return processAnew(raw, context);
  let found = kept.get(key);
  if (found === undefined) {
    const logged: string[] = [];
    found = { options: processAnew(raw, { ...context, logError: (m) => logged.push(m) }), logged };
    if (kept.size >= KEPT_RESULTS) kept.delete(kept.keys().next().value!);
  } else {
    kept.delete(key); // the most recent last
  }
  kept.set(key, found);
  for (const message of found.logged) console.error(message);
  return copyOf(found.options);
}

/** A copy the caller may change without changing the one kept (lists are values too). */
function copyOf(options: FlatOptions): FlatOptions {
  const copy: FlatOptions = {};
  for (const name in options) {
    const value = options[name];
    copy[name] = Array.isArray(value) ? [...value] : value;
  }
  return copy;
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
