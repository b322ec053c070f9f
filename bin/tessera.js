#!/usr/bin/env node
// `tessera`, as package.json's `bin` starts it (node_modules/.bin/tessera, `npx tessera`). In the
// installed package it runs the command line `npm run build` writes into dist/cli/, plain
// JavaScript for Node 20 and later. In the repository, which holds the sources (bin/cli/), it
// hands over to bin/tessera, which runs them with the repository's Node 24.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OLDEST_NODE = 20;

if (existsSync(new URL('./cli/main.ts', import.meta.url))) {
  const launcher = fileURLToPath(new URL('./tessera', import.meta.url));
  const run = spawnSync(launcher, process.argv.slice(2), { stdio: 'inherit' });
  if (run.error) throw run.error;
  if (run.signal) process.kill(process.pid, run.signal);
  process.exitCode = run.status ?? 1;
} else if (Number(process.versions.node.split('.')[0]) < OLDEST_NODE) {
  process.stderr.write(
    `tessera: needs Node ${OLDEST_NODE} or later; this is Node ${process.versions.node}\n`,
  );
  process.exitCode = 2;
} else {
  await import('../dist/cli/tessera.js');
}
