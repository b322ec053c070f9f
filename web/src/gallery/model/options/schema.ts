// The JSON Schema of the option model (spec/001 §3, §5), built from the field table: types and
// enumerations only, per option group. Options the model does not name are allowed through.

import { OPTION_FIELDS, REQUIRED_GROUPS, type FieldSpec } from './fields.ts';

export type JsonSchema = Record<string, unknown>;

function fieldSchema(field: FieldSpec): JsonSchema {
  switch (field.kind) {
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'string':
      return { type: 'string' };
    case 'enum':
      return { type: 'string', enum: [...field.values] };
    case 'const':
      return { type: 'string', const: field.value };
    case 'numberList':
      return { type: 'array', items: { type: 'number' } };
    case 'ratioList':
      return { type: 'array', items: { type: ['number', 'string'] } };
    case 'enumList':
      return { type: 'array', items: { type: 'string', enum: [...field.values] } };
    case 'placements':
      return { type: 'string', placements: true };
    case 'color':
      return {};
  }
}

function objectSchema(): JsonSchema & { properties: Record<string, JsonSchema> } {
  return { type: 'object', properties: {} };
}

/** The nested schema: layoutParams, behaviourParams, stylingParams and fixedColumns. */
export function buildOptionsSchema(): JsonSchema {
  const root = objectSchema();
  for (const [name, field] of Object.entries(OPTION_FIELDS)) {
    const path = name.split('_');
    let node = root;
    for (const key of path.slice(0, -1)) {
      node = (node.properties[key] ??= objectSchema()) as typeof node;
    }
    node.properties[path[path.length - 1]] = fieldSchema(field);
  }
  for (const [group, required] of Object.entries(REQUIRED_GROUPS)) {
    let node = root;
    for (const key of group.split('_')) node = node.properties[key] as typeof node;
    node.required = [...required];
  }
  return root;
}

export const OPTIONS_SCHEMA: JsonSchema = buildOptionsSchema();
