// The params of a parsed link: the query's other values, with start and end times read from
// whichever names and places the provider uses (spec/000 §5: h, m and s units or plain seconds).

import { parseTimeParam } from '../time-param.ts';
import type { VideoParams } from './types.ts';

export interface ParamRules {
  /** Query names that carry the id, list or channel, kept out of params. */
  readonly consumed?: readonly string[];
  /** Query names read as the start time, the first one present winning. */
  readonly start?: readonly string[];
  /** Query names read as the end time. */
  readonly end?: readonly string[];
  /** Also read a start time from a `#t=` fragment (`#t=1m30s`). */
  readonly fragmentStart?: boolean;
}

export function readParams(url: URL, rules: ParamRules = {}): VideoParams {
  const { consumed = [], start = [], end = [], fragmentStart = false } = rules;
  // `start` and `end` are always ours: numbers of seconds, never a raw query string.
  const skipped = new Set([...consumed, ...start, ...end, 'start', 'end']);
  // Object.fromEntries defines own properties, so a `__proto__` query name is only a name.
  const entries: [string, string | number][] = [];
  const seen = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (skipped.has(name) || seen.has(name)) continue;
    seen.add(name);
    entries.push([name, value]);
  }
  const fragment = fragmentStart ? new URLSearchParams(url.hash.slice(1)).get('t') : null;
  const startTime = firstTime(url, start) ?? parseTimeParam(fragment);
  if (startTime !== null) entries.push(['start', startTime]);
  const endTime = firstTime(url, end);
  if (endTime !== null) entries.push(['end', endTime]);
  return Object.fromEntries(entries);
}

function firstTime(url: URL, names: readonly string[]): number | null {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null) return parseTimeParam(value);
  }
  return null;
}

/** `base` with the given query values appended, skipping absent ones; encoded by URLSearchParams. */
export function withQuery(
  base: string,
  values: Record<string, string | number | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const text = query.toString();
  return text === '' ? base : `${base}?${text}`;
}
