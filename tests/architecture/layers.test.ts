// The house's layers hold by test (DESIGN.md "The house", "Dependencies point one way"): no import
// cycle anywhere in the TypeScript, the contract at the bottom of bindings/, the TS twin and the
// wasm marshalling apart, web/ on bindings' public face, the models without React. The rules are
// `.dependency-cruiser.cjs`'s; `npx depcruise bindings web bin bench tests scripts` prints the same.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { expect, test } from 'vitest';

const ROOTS = ['bindings', 'web', 'bin', 'bench', 'tests', 'scripts'];
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IFlattenedRuleSet['forbidden'];
  options: { tsPreCompilationDeps: boolean; exclude: { path: string } };
};

/** Each violation as "rule: from -> to" (a cycle as its whole loop). */
async function violations(roots: string[], baseDir = process.cwd()): Promise<string[]> {
  const tsConfig = extractTSConfig(join(baseDir, 'tsconfig.json'));
  const { output } = await cruise(
    roots,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: config.options.tsPreCompilationDeps,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: config.options.exclude.path },
      tsConfig: { fileName: join(baseDir, 'tsconfig.json') },
    },
    undefined,
    { tsConfig },
  );
  return (output as ICruiseResult).summary.violations.map((violation) => {
    const loop = violation.cycle?.map((step) => step.name).join(' -> ');
    return `${violation.rule.name}: ${violation.from} -> ${loop ?? violation.to}`;
  });
}

test('the tree has no import cycle and keeps every layer rule', async () => {
  expect(await violations(ROOTS)).toEqual([]);
}, 120_000);

test('the rules catch a cycle, a contract standing on the twin and web reaching past the face', async () => {
  const base = mkdtempSync(join(tmpdir(), 'tessera-layers-'));
  const files: Record<string, string> = {
    'tsconfig.json': '{"compilerOptions":{"allowImportingTsExtensions":true,"noEmit":true}}',
    'bindings/contract/layout.ts': "export { twinOnly } from '../ts/layout/error.ts';",
    'bindings/ts/layout/error.ts': 'export const twinOnly = 1;',
    'bindings/ts/layout/rows.ts': "import { strip } from './strip.ts'; export const rows = strip;",
    'bindings/ts/layout/strip.ts':
      "import type { rows } from './rows.ts'; export const strip = 1 as typeof rows;",
    'web/src/gallery/use.ts': "export { rows } from '../../../bindings/ts/layout/rows.ts';",
  };
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      writeFileSync(join(base, path), text);
    }
    const found = await violations(['bindings', 'web'], base);
    expect(found).toContain(
      'contract-at-the-bottom: bindings/contract/layout.ts -> bindings/ts/layout/error.ts',
    );
    expect(found).toContain(
      'web-uses-the-public-face: web/src/gallery/use.ts -> bindings/ts/layout/rows.ts',
    );
    expect(found.filter((line) => line.startsWith('no-circular:'))).not.toEqual([]);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}, 60_000);
