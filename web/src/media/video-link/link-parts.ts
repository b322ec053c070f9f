// Small shared checks for what a provider reads from, or writes into, an address.

import { isTime } from '../time-param.ts';
import type { VideoLink } from './types.ts';

/** True when `value` is a string matching `pattern` entirely (patterns here are anchored). */
export function isMatch(pattern: RegExp, value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value);
}

/** A param the link itself holds (never one inherited from Object.prototype). */
function ownParam(link: VideoLink, name: string): unknown {
  const params: unknown = link.params;
  if (typeof params !== 'object' || params === null || !Object.hasOwn(params, name))
    return undefined;
  return (params as Record<string, unknown>)[name];
}

/** The link's start time when it is a valid one. */
export function startOf(link: VideoLink): number | undefined {
  const start = ownParam(link, 'start');
  return isTime(start) ? start : undefined;
}

/** The link's end time when it is a valid one. */
export function endOf(link: VideoLink): number | undefined {
  const end = ownParam(link, 'end');
  return isTime(end) ? end : undefined;
}

/** A string param of the link when it matches `pattern`. */
export function stringParam(link: VideoLink, name: string, pattern: RegExp): string | undefined {
  const value = ownParam(link, name);
  return isMatch(pattern, value) ? value : undefined;
}

/** The link without absent optional fields, so the parsed form prints the same everywhere. */
export function videoLink(link: VideoLink): VideoLink {
  return Object.fromEntries(
    Object.entries(link).filter(([, value]) => value !== undefined),
  ) as unknown as VideoLink;
}
