// The contract's tables against the Rust crates' own: every numeric constant of a contract table
// that a crate also defines under the same name has the same value there, and the codes of the
// crates' enumerations are the contract's. Read from the sources wherever they are in the crate,
// so that files may move. (bindings/wasm/tables.test.ts checks what the module itself exports.)

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { QUALITY_TIER_NAMES } from './image-url.ts';
import * as requestTable from './image-url-request.ts';
import * as errorTable from './layout-errors.ts';
import * as paramTable from './layout-params.ts';
import { DIRECTION_CODES, type Direction } from './layout-queries.ts';
import * as stateTable from './layout-state.ts';

const CRATES = fileURLToPath(new URL('../../crates/', import.meta.url));

function rustSources(crate: string): string {
  const files = readdirSync(join(CRATES, crate, 'src'), { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.rs'))
    .map((file) => readFileSync(join(CRATES, crate, 'src', file), 'utf8'))
    .join('\n');
}

/** `pub const NAME: <number type> = <literal>;` of a crate, each name with every value it has. */
function rustConstants(source: string): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const pattern =
    /^\s*pub const ([A-Z][A-Z0-9_]*): (?:usize|u8|u16|u32|i32|i64|f64) = ([-\d_.]+);/gm;
  for (const [, name, literal] of source.matchAll(pattern)) {
    found.set(name, [...(found.get(name) ?? []), Number(literal.replaceAll('_', ''))]);
  }
  return found;
}

/** The variants of `pub enum name` with their explicit discriminants. */
function rustEnum(source: string, name: string): Record<string, number> {
  const body = new RegExp(`pub enum ${name} \\{([^}]*)\\}`).exec(source)?.[1];
  if (body === undefined) throw new Error(`no enum ${name} in the Rust sources`);
  return Object.fromEntries(
    [...body.matchAll(/(\w+) = (\d+)/g)].map(([, variant, code]) => [variant, Number(code)]),
  );
}

/** `Variant` as the contract spells a constant: `LeftToRight` -> `LEFT_TO_RIGHT`. */
const upperSnake = (variant: string) => variant.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toUpperCase();

function numbersOf(table: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(table).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** The constants of `table` that the crate defines too, with the crate's values and the contract's. */
function shared(table: Record<string, unknown>, rust: Map<string, number[]>) {
  const ours = numbersOf(table);
  const names = Object.keys(ours).filter((name) => rust.has(name));
  return {
    names,
    rust: Object.fromEntries(names.map((name) => [name, rust.get(name)])),
    contract: Object.fromEntries(names.map((name) => [name, [ours[name]]])),
  };
}

describe('the layout crate', () => {
  const source = rustSources('layout');
  const constants = rustConstants(source);

  test('parameter slots, their count and the state header are the contract’s', () => {
    for (const table of [paramTable, stateTable]) {
      const { names, rust, contract } = shared(table, constants);
      expect(rust).toEqual(contract);
      const slots = Object.keys(numbersOf(table)).filter(
        (name) => /^STATE_/.test(name) || paramTable.SLOT_NAMES.some((s) => upperSnake(s) === name),
      );
      expect(names).toEqual(expect.arrayContaining(slots));
    }
    expect(constants.get('HEADER_LEN')).toEqual([paramTable.HEADER_LEN]);
  });

  test('each slot constant is the position of its name in SLOT_NAMES', () => {
    const slots = numbersOf(paramTable);
    paramTable.SLOT_NAMES.forEach((name, index) => expect(slots[upperSnake(name)]).toBe(index));
  });

  test('errors, orientations, crop methods and group orders have the contract’s codes', () => {
    const enums: Array<[string, string, Record<string, unknown>]> = [
      ['LayoutError', 'ERROR_', errorTable],
      ['Orientation', 'ORIENTATION_', paramTable],
      ['CropMethod', 'CROP_', paramTable],
      ['GroupsOrder', 'ORDER_', paramTable],
    ];
    for (const [name, prefix, table] of enums) {
      const variants = rustEnum(source, name);
      expect(Object.keys(variants).length).toBeGreaterThan(1);
      const contract = Object.fromEntries(
        Object.keys(variants).map((variant) => [variant, table[prefix + upperSnake(variant)]]),
      );
      expect(contract, name).toEqual(variants);
    }
  });

  test('group types are coded in the order of GROUP_TYPE_NAMES', () => {
    const codes = paramTable.GROUP_TYPE_NAMES.map(
      (name) => constants.get(`GROUP_${name.toUpperCase()}`)?.[0],
    );
    expect(codes).toEqual(paramTable.GROUP_TYPE_NAMES.map((_, index) => index));
    expect(constants.get('GROUP_TYPE_COUNT')).toEqual([paramTable.GROUP_TYPE_NAMES.length]);
  });

  test('directions have the contract’s codes', () => {
    const codes = Object.fromEntries(
      [...source.matchAll(/Direction::(\w+) => (\d+)/g)].map(([, variant, code]) => [
        variant.toLowerCase(),
        Number(code),
      ]),
    );
    expect(codes).toEqual(DIRECTION_CODES satisfies Record<Direction, number>);
  });
});

describe('the image-url crate', () => {
  const source = rustSources('image-url');

  test('request slots, the stride and the field codes are the contract’s', () => {
    const { names, rust, contract } = shared(requestTable, rustConstants(source));
    expect(rust).toEqual(contract);
    expect(names).toEqual(
      expect.arrayContaining(['FIT', 'VARIANT', 'ID_BYTES', 'REQUEST_STRIDE', 'TEXTS_PER_REQUEST']),
    );
    expect(names.filter((name) => name.startsWith('VARIANT_')).length).toBe(11);
  });

  test('quality tiers are coded in the order of QUALITY_TIER_NAMES', () => {
    const tiers = rustEnum(source, 'QualityTier');
    expect(Object.entries(tiers).map(([tier, code]) => [tier.toLowerCase(), code])).toEqual(
      QUALITY_TIER_NAMES.map((name, index) => [name, index]),
    );
  });
});
