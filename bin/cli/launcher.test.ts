// bin/tessera itself: help, running through symlinks (as npx does), through npx, and choosing a
// Node when the repository's Node 24 is missing.

import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LAUNCHER, REPO_ROOT, runTessera } from './spawn-tessera.ts';

const NODE24 = join(REPO_ROOT, 'node_modules/node/bin/node');
const GALLERY = JSON.stringify({
  items: [{ id: 1, width: 300, height: 200 }],
  container: { width: 600 },
  options: { layoutParams_structure_galleryLayout: 2, layoutParams_structure_itemSpacing: 0 },
});

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'tessera-launcher-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('help', () => {
  test('tessera --help lists the commands', async () => {
    const run = await runTessera(['--help']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Usage: tessera <command>/);
    expect(run.stdout).toMatch(/^ {2}layout +\S/m);
  });

  test('tessera layout --help and tessera help layout print the layout help', async () => {
    const run = await runTessera(['layout', '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: tessera layout \[--engine wasm\|ts\]/);
    expect(run.stdout).toContain('layoutParams_structure_itemSpacing');
    expect(await runTessera(['help', 'layout'])).toEqual(run);
  });
});

describe('running the launcher', () => {
  test('through a chain of relative symlinks, as node_modules/.bin links it', async () => {
    mkdirSync(join(scratch, 'links/.bin'), { recursive: true });
    symlinkSync(LAUNCHER, join(scratch, 'links/.bin/real'));
    symlinkSync('.bin/real', join(scratch, 'links/tessera'));
    const direct = await runTessera(['layout'], GALLERY);
    const linked = await runTessera(['layout'], GALLERY, {
      program: join(scratch, 'links/tessera'),
      cwd: scratch,
    });
    expect(direct.status).toBe(0);
    expect(linked).toEqual(direct);
  });

  test('as npx tessera from the repository', () => {
    const out = execFileSync('npx', ['--no', 'tessera', 'layout', '--engine', 'ts'], {
      cwd: REPO_ROOT,
      input: GALLERY,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    expect(JSON.parse(out)).toEqual({
      width: 600,
      height: 300,
      items: [{ id: 1, left: 0, top: 0, width: 300, height: 300 }],
    });
  });
});

describe('without the repository Node', () => {
  // A copy of the launcher in a tree without node_modules; bin/cli is linked to the real one.
  let launcher: string;
  beforeAll(() => {
    const root = join(scratch, 'bare');
    mkdirSync(join(root, 'bin'), { recursive: true });
    launcher = join(root, 'bin/tessera');
    copyFileSync(LAUNCHER, launcher);
    symlinkSync(join(REPO_ROOT, 'bin/cli'), join(root, 'bin/cli'));
  });

  /** A directory holding only a `node` that claims `version` and otherwise is Node 24. */
  function pathWithNode(version: string): string {
    const dir = join(scratch, `node-${version}`);
    mkdirSync(dir, { recursive: true });
    const fake = join(dir, 'node');
    writeFileSync(
      fake,
      `#!/bin/sh\nif [ "$1" = -p ]; then echo ${version}; exit 0; fi\nexec '${NODE24}' "$@"\n`,
    );
    chmodSync(fake, 0o755);
    return dir;
  }

  test.each(['22.18.0', '23.6.0', '24.0.0', '25.2.1'])(
    'runs with a node %s on PATH',
    async (version) => {
      const run = await runTessera(['layout', '--engine', 'ts'], GALLERY, {
        program: launcher,
        env: { PATH: pathWithNode(version) },
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout).items).toHaveLength(1);
    },
  );

  test.each(['20.20.2', '22.17.1', '23.5.0'])(
    'refuses a node %s on PATH in one line, exit 2',
    async (version) => {
      const run = await runTessera(['--help'], '', {
        program: launcher,
        env: { PATH: pathWithNode(version) },
      });
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^tessera: needs Node 24 .*run `npm install` in .*\n$/);
      expect(run.stderr.trimEnd()).not.toContain('\n');
      expect(run.status).toBe(2);
    },
  );

  test('refuses when there is no node at all', async () => {
    const run = await runTessera(['--help'], '', {
      program: launcher,
      env: { PATH: join(scratch, 'empty') },
    });
    expect(run.stderr).toMatch(/^tessera: needs Node 24 .*npm install/);
    expect(run.status).toBe(2);
  });
});

describe('without the built wasm', () => {
  // A copy of the sources the command line runs, without bindings/wasm/tessera.wasm.
  let launcher: string;
  let path: string;
  beforeAll(() => {
    const root = join(scratch, 'unbuilt');
    for (const dir of [
      'bin',
      'bindings',
      'web/src/content',
      'web/src/gallery/model',
      'web/src/media',
    ]) {
      cpSync(join(REPO_ROOT, dir), join(root, dir), {
        recursive: true,
        filter: (src) => !src.endsWith('.wasm'),
      });
    }
    copyFileSync(join(REPO_ROOT, 'package.json'), join(root, 'package.json'));
    launcher = join(root, 'bin/tessera');
    path = join(scratch, 'node-only');
    mkdirSync(path, { recursive: true });
    symlinkSync(NODE24, join(path, 'node'));
  });

  test('--engine wasm says how to build it, in one line, exit 1', async () => {
    const run = await runTessera(['layout'], GALLERY, { program: launcher, env: { PATH: path } });
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^tessera layout: cannot load the WebAssembly engine \(.+\); build it with `bash scripts\/build-wasm.sh` or use --engine ts\n$/,
    );
    expect(run.status).toBe(1);
  });

  test('--engine ts still works', async () => {
    const run = await runTessera(['layout', '--engine', 'ts'], GALLERY, {
      program: launcher,
      env: { PATH: path },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
