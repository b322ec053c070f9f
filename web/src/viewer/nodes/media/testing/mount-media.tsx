// Renders media nodes in a viewer for the Chromium tests, recording what reaches onError and
// the logger.

import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../../content/node.ts';
import type { LazyRenderer } from '../../../lazy-renderer.tsx';
import { MEDIA_RENDERERS } from '../../../media-renderers.ts';
import type { ViewerServices } from '../../../services.ts';
import { recordingLogger } from '../../../testing/recording-logger.ts';
import { Viewer } from '../../../Viewer.tsx';

export const FIXTURES = new URL('/web/src/media/players/fixtures/', location.origin);
export const AUDIO_FIXTURES = new URL('/web/src/viewer/nodes/audio/fixtures/', location.origin);

export interface Mounted {
  screen: Awaited<ReturnType<typeof render>>;
  root: HTMLElement;
  errors: { message: string; node?: RicosNode }[];
  rerender(nodes: RicosNode[]): Promise<void>;
}

export async function mountMedia(
  nodes: RicosNode[],
  services?: ViewerServices,
  before?: number,
): Promise<Mounted> {
  const errors: Mounted['errors'] = [];
  // The kinds' chunks first, so the nodes draw at once.
  for (const kind of ['VIDEO', 'GIF', 'AUDIO'])
    await (MEDIA_RENDERERS[kind] as LazyRenderer).preload();
  const page = (list: RicosNode[]) => (
    <main style={{ width: 640 }}>
      {before !== undefined && <div style={{ height: before }} data-testid="spacer" />}
      <Viewer
        content={{ nodes: list }}
        services={services}
        logger={recordingLogger()}
        onError={(error, node) =>
          errors.push({ message: error instanceof Error ? error.message : String(error), node })
        }
      />
      {before !== undefined && <div style={{ height: before }} />}
    </main>
  );
  const screen = await render(page(nodes));
  return {
    screen,
    root: screen.container,
    errors,
    rerender: async (list) => {
      await screen.rerender(page(list));
    },
  };
}
