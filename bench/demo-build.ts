// The demo site the benchmark page runs in: dist/app/, as `npm run build` writes it, built again
// first when it is missing or older than any of its sources.

import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { newestChange } from './gallery-embed.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The demo's build, as vite.config.ts names it. */
export const DEMO_CONFIG = join(ROOT, 'vite.config.ts');
/** Where `npm run build` writes the demo. */
export const DEMO_DIR = join(ROOT, 'dist', 'app');
const DEMO_PAGE = join(DEMO_DIR, 'index.html');

/** Everything the demo is built from; the benchmark page takes its inputs from bench/. */
const SOURCES = ['web/src', 'bindings', 'bench', 'vite.config.ts', 'package-lock.json'];

function builtAt(): number | undefined {
  try {
    return statSync(DEMO_PAGE).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Builds dist/app/ unless it is newer than every source. */
export async function freshDemo(progress: (message: string) => void): Promise<void> {
  const built = builtAt();
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(ROOT, source))));
  if (built !== undefined && built >= sources) return;
  progress('building dist/app/ for the benchmark page');
  await build({ configFile: DEMO_CONFIG, logLevel: 'error' });
}
