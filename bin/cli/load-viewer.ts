// Loads the viewer's server entry (web/src/viewer/server.ts) into plain Node. The viewer is TSX
// with CSS modules, which Node cannot run by itself, so Vite's server-side module loader
// transforms it, the way `npm start` serves it to the browser (class names included).

import { fileURLToPath } from 'node:url';

/** The package's `tessera/server`: the viewer's server entry, as a packaged command line loads it. */
export type ViewerServerModule = typeof import('../../web/src/lib/server.ts');

export interface LoadedViewer {
  module: ViewerServerModule;
  close(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function loadViewer(): Promise<LoadedViewer> {
  // React's production build, as a site serves it, unless the caller asked otherwise; set
  // before React is first loaded.
  process.env.NODE_ENV ??= 'production';
  // Imported here, so other commands never pay for loading Vite.
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/web/src/viewer/server.ts')) as ViewerServerModule;
    return { module, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}
