// The viewer of the command line the npm package ships (vite.cli.config.ts puts this module in
// place of load-viewer.ts): the package's own `tessera/server`, built JavaScript already, so Node
// runs it without Vite, with the class names of the package's stylesheet.

import type { LoadedViewer } from './load-viewer.ts';

export async function loadViewer(): Promise<LoadedViewer> {
  // React's production build, as in the repository's command line; set before React loads.
  process.env.NODE_ENV ??= 'production';
  const module = await import('../../web/src/lib/server.ts');
  return { module, close: async () => {} };
}
