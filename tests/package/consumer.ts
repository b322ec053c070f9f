// A developer's project that installs the packed tarball from npm's cache (the registry when the
// cache lacks something), with React and ReactDOM beside it as its peers: a page with <Gallery>
// and <Viewer> for Vite to bundle, and a Node script that server-renders a document and lays a
// gallery out with both engines. Every file uses the package only through its `exports`.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, run } from './pack.ts';

/** The gallery of the page and of the Node script: six pictures of known shapes, a masonry. */
const GALLERY = `
export const SHAPES: [number, number][] = [
  [400, 300], [300, 400], [500, 500], [640, 360], [360, 640], [450, 300],
];

export const OPTIONS = {
  layoutParams_structure_galleryLayout: 1,
  layoutParams_structure_layoutOrientation: 'VERTICAL',
  layoutParams_structure_itemSpacing: 10,
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 250,
};

/** The width of the gallery's element, and the window the page is seen in. */
export const CONTAINER_WIDTH = 800;
export const VIEWPORT = { width: 1000, height: 800 };

export function galleryItems(origin: string) {
  return SHAPES.map(([width, height], i) => ({
    itemId: \`picture-\${i}\`,
    url: \`\${origin}/images/\${i}.svg\`,
    metaData: { type: 'image', width, height, alt: \`Picture \${i}\` },
  }));
}
`;

/** Where the test's server puts the document's hydratable HTML from the Node script. */
export const SERVER_HTML_MARKER = '<!--server-rendered document-->';

/**
 * A gallery drawn in the browser, and a document the server rendered, which the page hydrates;
 * what React reports while hydrating goes to the document's data-hydration-errors.
 */
const PAGE = `
import { StrictMode, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Gallery, type GalleryEventName, Viewer, type ViewerProps } from 'tessera';
import 'tessera/style.css';
import { CONTAINER_WIDTH, galleryItems, OPTIONS } from './gallery.ts';
import document from './document.json';

const content = document as unknown as ViewerProps['content'];

function GalleryWithEvents() {
  const [events, setEvents] = useState<GalleryEventName[]>([]);
  return (
    <>
      <div id="gallery" style={{ width: CONTAINER_WIDTH }}>
        <Gallery
          items={galleryItems(location.origin)}
          options={OPTIONS}
          eventsListener={(name) => setEvents((seen) => [...seen, name])}
        />
      </div>
      <output id="events">{events.join(' ')}</output>
    </>
  );
}

createRoot(window.document.getElementById('root')!).render(
  <StrictMode>
    <GalleryWithEvents />
  </StrictMode>,
);

const article = window.document.getElementById('document')!;
const errors: string[] = [];
hydrateRoot(article, <Viewer content={content} />, {
  onRecoverableError(error) {
    errors.push(String(error));
    article.dataset.hydrationErrors = errors.join('\\n');
  },
});
`;

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>A site with Tessera</title></head>
  <body style="margin: 0">
    <div id="root"></div>
    <article id="document">${SERVER_HTML_MARKER}</article>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

/** Prints, as JSON, the server's HTML of the document named on the command line and a layout. */
const SERVER = `
import { readFileSync } from 'node:fs';
import { createEngine, type LayoutResult } from 'tessera/engine';
import { imageUrl } from 'tessera/image-url';
import { galleryLayoutParams, processOptions } from 'tessera/options';
import { renderViewerToHtml } from 'tessera/server';
import { parseVideoLink } from 'tessera/video';
import { CONTAINER_WIDTH, OPTIONS, SHAPES, VIEWPORT } from './gallery.ts';

const content = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const html = await renderViewerToHtml({ content });
const hydratable = await renderViewerToHtml({ content }, { hydratable: true });

const params = galleryLayoutParams(
  OPTIONS,
  { width: CONTAINER_WIDTH, height: VIEWPORT.height },
  { viewport: VIEWPORT },
);
const plain = ({ width, height, rects }: LayoutResult) => ({ width, height, rects: [...rects] });
const layouts = Object.fromEntries(
  await Promise.all(
    (['wasm', 'ts'] as const).map(async (backend) => {
      const engine = await createEngine({ backend });
      return [engine.backend, plain(engine.layout(new Float64Array(SHAPES.flat()), params))];
    }),
  ),
);

console.log(
  JSON.stringify({
    html,
    hydratable,
    layouts,
    layout: processOptions(OPTIONS).layoutParams_structure_galleryLayout,
    address: imageUrl({ id: 'sea.jpg', width: 4000, height: 3000, fit: 'fill', targetWidth: 400, targetHeight: 300 }),
    video: parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
  }),
);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    skipLibCheck: false,
    types: ['node'],
  },
  include: ['src'],
};

async function versionOf(name: string): Promise<string> {
  const manifest = join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

export interface Consumer {
  dir: string;
  /** Type-checks the project with the repository's tsc; rejects with tsc's report. */
  typeCheck(): Promise<void>;
}

/** Writes the project into `dir`, with `document` as its page's document, and installs it. */
export async function installConsumer(
  dir: string,
  tarball: string,
  document: string,
): Promise<Consumer> {
  await mkdir(join(dir, 'src'), { recursive: true });
  const peers = ['react', 'react-dom'];
  const types = ['@types/react', '@types/react-dom', '@types/node'];
  const pinned = async (names: string[]) =>
    Object.fromEntries(await Promise.all(names.map(async (n) => [n, await versionOf(n)])));
  const manifest = {
    name: 'tessera-consumer',
    private: true,
    type: 'module',
    dependencies: { tessera: `file:${tarball}`, ...(await pinned(peers)) },
    devDependencies: await pinned(types),
  };
  const files: Record<string, string> = {
    'package.json': JSON.stringify(manifest, null, 2),
    'tsconfig.json': JSON.stringify(TSCONFIG, null, 2),
    'index.html': HTML,
    'src/gallery.ts': GALLERY,
    'src/main.tsx': PAGE,
    'src/server.ts': SERVER,
    'src/document.json': document,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
    ],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  );
  return {
    dir,
    async typeCheck() {
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir });
    },
  };
}
