// The full-screen viewer is not in the viewer core (DESIGN "Load heavy things on demand"): the
// core holds only the expand context and the provider; the viewer itself, focus-trap and the
// players come in one chunk on the first expand. Built as size.test.ts builds the core (testing/viewer-build.ts).

import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { buildViewer, loadedWithEntry, type ViewerChunk } from '../testing/viewer-build.ts';

const relative = (id: string) =>
  id.replace(/\\/g, '/').replace(/^.*?\/(web|node_modules)\//, '$1/');

test('the core has the expand context and provider only; the viewer and focus-trap are a chunk', async () => {
  const output = await buildViewer();
  const chunks = output.filter((item): item is ViewerChunk => item.type === 'chunk');
  const coreModules = [...loadedWithEntry(output)].flatMap((item) =>
    item.type === 'chunk' ? item.moduleIds.map(relative) : [],
  );
  const fullscreenInCore = coreModules.filter((id) => id.startsWith('web/src/viewer/fullscreen/'));
  expect(fullscreenInCore.sort()).toEqual([
    'web/src/viewer/fullscreen/ExpandProvider.tsx',
    'web/src/viewer/fullscreen/expand-context.ts',
  ]);
  expect(coreModules.filter((id) => /focus-trap|tabbable|media\/players/.test(id))).toEqual([]);

  const chunk = chunks.find(
    (item) => item.isDynamicEntry && /FullscreenViewer/.test(item.fileName),
  );
  expect(chunk).toBeDefined();
  const inChunk = chunk!.moduleIds.map(relative);
  expect(inChunk).toContain('web/src/viewer/fullscreen/FullscreenViewer.tsx');
  expect(inChunk.some((id) => id.startsWith('node_modules/focus-trap/'))).toBe(true);
  console.log(
    `full-screen viewer chunk ${chunk!.fileName}: ${(gzipSync(chunk!.code).length / 1024).toFixed(1)} KB gzip`,
  );
}, 120_000);
