// The corpus documents with app embeds, polls and maps render them on the server: every card's
// name and button, every poll's title and options, every map's place, with nothing reported.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { RicosDocument, RicosNode } from '../../content/node.ts';
import { renderViewerToHtml } from '../server.ts';
import { recordingLogger } from '../testing/recording-logger.ts';
import { cutTitle } from './app-embed/app-embed-data.ts';

const CORPUS = join(import.meta.dirname, '../../../../../shared/corpus/ricos/docs');
const KINDS = new Set(['APP_EMBED', 'POLL', 'MAP']);

function nodesOfKinds(nodes: readonly RicosNode[] | undefined): RicosNode[] {
  return (nodes ?? []).flatMap((node) => [
    ...(KINDS.has(node.type) ? [node] : []),
    ...nodesOfKinds(node.nodes),
  ]);
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

interface KindsData {
  name: string;
  poll: { title: string; options: Array<{ title: string }> };
  mapSettings: { locationName: string };
}

/** What the visitor must read for a node of these kinds. */
function expectedTexts(node: RicosNode): string[] {
  const data = (node.appEmbedData ?? node.pollData ?? node.mapData) as KindsData;
  if (node.type === 'APP_EMBED') return [cutTitle(data.name.trim())];
  if (node.type === 'POLL')
    return [data.poll.title, ...data.poll.options.map((option) => option.title)];
  return [data.mapSettings.locationName];
}

test('corpus documents render their cards, polls and maps', async () => {
  const files = readdirSync(CORPUS).filter((name) => name.endsWith('.json'));
  const counts: Record<string, number> = {};
  for (const file of files) {
    const content = JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as RicosDocument;
    const nodes = nodesOfKinds(content.nodes);
    if (nodes.length === 0) continue;
    const errors: unknown[] = [];
    const logger = recordingLogger();
    const html = await renderViewerToHtml({
      content,
      logger,
      onError: (error) => errors.push(error),
    });
    for (const node of nodes) {
      counts[node.type] = (counts[node.type] ?? 0) + 1;
      expect(html, `${file} ${node.type} ${node.id}`).toContain(`id="viewer-${node.id}"`);
      for (const text of expectedTexts(node)) expect(html, file).toContain(escape(text));
    }
    expect(
      logger.errors.filter((message) => /APP_EMBED|POLL|MAP/.test(message)),
      file,
    ).toEqual([]);
  }
  expect(counts).toEqual({ APP_EMBED: 14, POLL: 9, MAP: 7 });
});
