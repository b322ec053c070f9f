// The site the browser benchmarks load: a page that mounts the script-tag embed as it loads
// (dist/embed/, built first when stale), and small local pictures, one per item shape, served
// from 127.0.0.1. Measured in the page by bench/gallery-probe.ts.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { startServer } from '../web/src/embed/testing/static-server.ts';
import { freshEmbed } from './gallery-embed.ts';
import { solidPng } from './solid-png.ts';

const HTML = 'text/html; charset=utf-8';

function page(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <style>body { margin: 0; } #gallery { margin: 0 16px; }</style>
  </head>
  <body>
    <div id="gallery"></div>
    <script src="/embed/tessera.js"></script>
    <script>window.tesseraBenchFirstItems = window.tesseraBench.mount('gallery');</script>
  </body>
</html>
`;
}

export interface BenchSite {
  origin: string;
  /** Where the pictures are: `<shape>.png` for each shape. */
  imageBase: string;
  close(): Promise<void>;
}

/** Serves the page and one picture per shape [width, height], a tenth of its size, in `colours`. */
export async function startBenchSite(
  title: string,
  shapes: readonly [number, number][],
  colours: readonly (readonly number[])[],
  progress: (message: string) => void = () => {},
): Promise<BenchSite> {
  const embed = await freshEmbed(progress);
  const pictures = await mkdtemp(join(tmpdir(), 'tessera-bench-images-'));
  await Promise.all(
    shapes.map(([width, height], shape) =>
      writeFile(
        join(pictures, `${shape}.png`),
        solidPng(Math.round(width / 10), Math.round(height / 10), colours[shape % colours.length]),
      ),
    ),
  );
  const html = page(title);
  const server = await startServer((path) => {
    if (path === '/') return { text: html, type: HTML };
    const image = /^\/images\/(\d+)\.png$/.exec(path);
    if (image !== null && Number(image[1]) < shapes.length)
      return { file: join(pictures, `${image[1]}.png`) };
    if (!path.startsWith('/embed/')) return undefined;
    const file = normalize(join(embed, path.slice('/embed/'.length)));
    return file.startsWith(embed) ? { file } : undefined;
  });
  return {
    origin: server.origin,
    imageBase: `${server.origin}/images/`,
    async close() {
      await server.close();
      await rm(pictures, { recursive: true, force: true });
    },
  };
}
