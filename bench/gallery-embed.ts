// The script-tag embed the browser benchmark loads: dist/embed/, as `npm run build` writes it,
// built again first when it is missing or older than any of its sources.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { EMBED_SCRIPT, embedConfig } from '../vite.embed.config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm run build` writes the embed. */
export const EMBED_DIR = join(ROOT, 'dist', 'embed');

/** Everything the embed is built from: its code, the engine with its wasm, the build and the lockfile. */
const SOURCES = ['web/src', 'bindings', 'vite.embed.config.ts', 'package-lock.json'];

/** When `path`, or anything under it, last changed. */
export function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function builtAt(): number | undefined {
  try {
    return statSync(join(EMBED_DIR, EMBED_SCRIPT)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The embed's directory, built first unless it is newer than every source. */
export async function freshEmbed(progress: (message: string) => void): Promise<string> {
  const built = builtAt();
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(ROOT, source))));
  if (built === undefined || built < sources) {
    progress('building dist/embed/ for the gallery benchmark');
    await build({ ...embedConfig(EMBED_DIR), configFile: false, logLevel: 'warn' });
  }
  return EMBED_DIR;
}
