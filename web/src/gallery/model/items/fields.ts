// Readers of single transport-object fields: each returns the value when it has the expected
// type and undefined otherwise, so a hostile or malformed object never throws.

export type JsonObject = Readonly<Record<string, unknown>>;

export function objectOf(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A non-empty string, or a finite number written out (ids and keys come as either). */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number, or a string holding one. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export function booleanOf(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** The first of `values` that `read` accepts. */
export function firstOf<T>(
  read: (value: unknown) => T | undefined,
  ...values: unknown[]
): T | undefined {
  for (const value of values) {
    const accepted = read(value);
    if (accepted !== undefined) return accepted;
  }
  return undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
}

const EMPTY: JsonObject = {};

/** The metadata of a transport object (spec/002 §3: metadata, alias metaData), or an empty one. */
export function metadataOf(dto: JsonObject): JsonObject {
  return objectOf(dto.metadata) ?? objectOf(dto.metaData) ?? EMPTY;
}
