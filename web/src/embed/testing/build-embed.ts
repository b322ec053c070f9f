// Builds the script-tag embed for a test, with Vite's API, as `npm run build` builds it.

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { embedConfig } from '../../../../vite.embed.config.ts';

export interface EmbedBuild {
  /** The directory the embed was written to: tessera.js and assets/. */
  dir: string;
  chunks: Rolldown.OutputChunk[];
  assets: Rolldown.OutputAsset[];
}

export async function buildEmbed(): Promise<EmbedBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-embed-'));
  const result = (await build({ ...embedConfig(dir), configFile: false, logLevel: 'warn' })) as
    Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return {
    dir,
    chunks: output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk'),
    assets: output.filter((o): o is Rolldown.OutputAsset => o.type === 'asset'),
  };
}
