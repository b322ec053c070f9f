// Content is untrusted (spec/000 §3 data arrives as JSON): these read one field of a node's data
// and give undefined for anything of the wrong shape, so a renderer never trusts a cast.

import type { RicosNode } from '../../content/node.ts';

export type DataRecord = Readonly<Record<string, unknown>>;

export function asRecord(value: unknown): DataRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as DataRecord)
    : undefined;
}

/** The node's data field by name (paragraphData, tableData, ...), or an empty record. */
export function nodeData(node: RicosNode, field: `${string}Data`): DataRecord {
  return asRecord(node[field]) ?? {};
}

export function readString(record: DataRecord | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' ? value : undefined;
}

export function readBoolean(record: DataRecord | undefined, key: string): boolean | undefined {
  const value = record?.[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** A finite number, or a string holding only one (content writes "212" as often as 212). */
export function readNumber(record: DataRecord | undefined, key: string): number | undefined {
  return toFiniteNumber(record?.[key]);
}

export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** `value` when it is one of `allowed` (compared upper-case, as content spells them), else undefined. */
export function readEnum<T extends string>(
  record: DataRecord | undefined,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = readString(record, key)?.toUpperCase();
  return allowed.find((option) => option === value);
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
