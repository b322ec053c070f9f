// The TypeScript twin mirrors the Rust crates module for module (DESIGN.md "One engine contract,
// two backends"): crates/<crate>/src/snake_case.rs has its twin in bindings/ts/<crate>/kebab-case.ts,
// whose first line names the Rust module, so a reader holds the two side by side. The rules are
// explained once, on the Rust side: a layout twin's first line says so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The crates with a twin, and the folder of each twin. */
const TWINNED: Record<string, string> = {
  layout: 'bindings/ts/layout',
  'image-url': 'bindings/ts/image-url',
};

/** Crates without a twin, with the reason. */
const CRATES_WITHOUT_TWIN: Record<string, string> = {
  wasm: 'the C ABI over linear memory; its TypeScript side is the marshalling in bindings/wasm/',
};

/** Rust modules without a twin file, with the reason (`*_tests.rs`: Rust unit tests, none). */
const MODULES_WITHOUT_TWIN: Record<string, string> = {
  'layout/lib.rs': 'the crate root: module declarations and re-exports (index.ts re-exports too)',
  'layout/error.rs':
    'the error table both backends share lives in the contract: bindings/contract/layout-errors.ts',
  'layout/plain_group.rs':
    "group_measure.rs's measure copied per group type for the wasm build's speed; the twin measures every group in group-measure.ts",
  'image-url/lib.rs': 'the crate root: module declarations and re-exports',
};

/** TypeScript files of a twin folder that twin no Rust module, with the reason. */
const TS_ONLY: Record<string, string> = {
  'layout/index.ts': 'the entry: re-exports, as lib.rs does',
  'layout/engine.ts':
    'the twin as a LayoutEngine of the contract (the wasm side is bindings/wasm/)',
  'layout/candidate-measure.ts':
    'part of group-choice.ts: width_for_height and inner_sizes written out per type, since V8 boxed the numbers their calls pass',
  'image-url/encode.ts': "request objects into the contract's request rows, as bindings/wasm/ does",
  'image-url/engine.ts': 'the twin as an ImageUrlEngine of the contract',
};

/** `group_choice.rs` -> `group-choice.ts`. */
function twinName(rustFile: string): string {
  return rustFile.replace(/\.rs$/, '.ts').replaceAll('_', '-');
}

function firstLine(path: string): string {
  return readFileSync(path, 'utf8').split('\n', 1)[0];
}

test('every crate has a twin folder or a reason not to', () => {
  const crates = readdirSync(join(ROOT, 'crates')).sort();
  expect(crates).toEqual(Object.keys({ ...TWINNED, ...CRATES_WITHOUT_TWIN }).sort());
  for (const folder of Object.values(TWINNED)) expect(existsSync(join(ROOT, folder))).toBe(true);
});

test('the no-twin list names modules that exist and have no twin', () => {
  for (const entry of Object.keys(MODULES_WITHOUT_TWIN)) {
    const [crate, file] = entry.split('/');
    expect(existsSync(join(ROOT, 'crates', crate, 'src', file)), entry).toBe(true);
    expect(existsSync(join(ROOT, TWINNED[crate], twinName(file))), entry).toBe(false);
  }
});

describe.each(Object.entries(TWINNED))('crates/%s', (crate, folder) => {
  const rustFiles = readdirSync(join(ROOT, 'crates', crate, 'src'))
    .filter((file) => file.endsWith('.rs') && !file.endsWith('_tests.rs'))
    .sort();
  const twinned = rustFiles.filter((file) => !(`${crate}/${file}` in MODULES_WITHOUT_TWIN));

  test.each(twinned)('%s has its twin, which names it in its first line', (file) => {
    const twin = join(ROOT, folder, twinName(file));
    expect(existsSync(twin), `${folder}/${twinName(file)}`).toBe(true);
    const line = firstLine(twin);
    expect(line).toMatch(new RegExp(`^// Twin of crates/${crate}/src/${file}\\b`));
    if (crate === 'layout') {
      expect(line).toContain(`crates/layout/src/${file} (the rules are explained there)`);
    }
  });

  test('every file is a twin or stands on the TypeScript-only list', () => {
    const files = readdirSync(join(ROOT, folder)).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    const strays = files.filter((file) => {
      const rust = file.replace(/\.ts$/, '.rs').replaceAll('-', '_');
      return (
        !existsSync(join(ROOT, 'crates', crate, 'src', rust)) && !(`${crate}/${file}` in TS_ONLY)
      );
    });
    expect(strays).toEqual([]);
    for (const entry of Object.keys(TS_ONLY).filter((key) => key.startsWith(`${crate}/`))) {
      expect(files, entry).toContain(entry.slice(crate.length + 1));
    }
  });

  test('every file that says it is a twin names a module that exists, under its own name', () => {
    for (const file of readdirSync(join(ROOT, folder)).filter((name) => name.endsWith('.ts'))) {
      const claim = /^\/\/ Twin of crates\/([\w-]+)\/src\/(\w+\.rs)/.exec(
        firstLine(join(ROOT, folder, file)),
      );
      if (!claim) continue;
      expect(claim[1], file).toBe(crate);
      expect(twinName(claim[2]), file).toBe(file);
      expect(existsSync(join(ROOT, 'crates', crate, 'src', claim[2])), file).toBe(true);
    }
  });
});
