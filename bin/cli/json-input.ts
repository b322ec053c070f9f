// Reading untrusted JSON input: every problem is a `UsageError` naming the path and what is wrong.

import { UsageError } from './command.ts';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function finiteNumber(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new UsageError(`${path} must be a finite number`);
  return value;
}

/** A size: a finite number, not negative. */
export function size(value: unknown, path: string): number {
  const n = finiteNumber(value, path);
  if (n < 0) throw new UsageError(`${path} must not be negative`);
  return n;
}
