// Builds the package as `npm run build:lib` does, into a staging folder beside a copy of
// package.json, README.md and the package's bin, bin/tessera.js (the worktree's dist/ stays as it
// is), and packs it with `npm pack`.

import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { cliConfig } from '../../vite.cli.config.ts';
import { libraryConfig } from '../../vite.lib.config.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

export const run = promisify(execFile);

export interface PackedPackage {
  /** The folder npm packed: package.json, README.md, bin/tessera.js, dist/lib/ and dist/cli/. */
  stage: string;
  /** The tarball's absolute path. */
  tarball: string;
  /** The paths in the tarball, relative to its package folder. */
  files: string[];
}

export async function packPackage(): Promise<PackedPackage> {
  const stage = await mkdtemp(join(tmpdir(), 'tessera-package-'));
  const lib = join(stage, 'dist/lib');
  await build({ ...libraryConfig(lib), configFile: false, logLevel: 'warn' });
  await run(
    process.execPath,
    [TSC, '-p', join(ROOT, 'tsconfig.lib.json'), '--outDir', join(lib, 'types')],
    { cwd: ROOT },
  );
  await build({ ...cliConfig(join(stage, 'dist/cli'), lib), configFile: false, logLevel: 'warn' });
  await mkdir(join(stage, 'bin'));
  for (const file of ['package.json', 'README.md', 'bin/tessera.js'])
    await copyFile(join(ROOT, file), join(stage, file));
  const out = join(stage, 'out');
  await mkdir(out);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', out], {
    cwd: stage,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  return {
    stage,
    tarball: join(out, packed.filename),
    files: packed.files.map((file) => file.path),
  };
}
