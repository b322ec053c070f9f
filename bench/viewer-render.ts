// The viewer's server-render time: the five largest documents of the corpus and its gallery and
// image documents, each rendered to static HTML by the real <Viewer> with react-dom/server, median
// of several samples. The goal (issue 16): 20 times faster than the reference viewer's 19-43 ms
// on the same documents, i.e. under 0.95 ms for each.
// `node bench/viewer-render.ts [--json]` alone, or as the last part of `npm run bench` (its table
// then goes to stdout, or to stderr under --json so stdout stays the layout report).

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadViewer } from '../bin/cli/load-viewer.ts';
import { median } from './timing.ts';

const CORPUS = fileURLToPath(new URL('../../shared/corpus/ricos/docs/', import.meta.url));
const DOCUMENT_COUNT = 5;
const PLAN = { warmupCalls: 5, samples: 11, minSampleMs: 20 };
const SILENT = { error() {}, warn() {} };

export interface ViewerRenderFigure {
  document: string;
  jsonBytes: number;
  nodes: number;
  htmlBytes: number;
  medianMs: number;
}

function countNodes(nodes: unknown): number {
  if (!Array.isArray(nodes)) return 0;
  return nodes.reduce(
    (sum: number, node: { nodes?: unknown }) => sum + 1 + countNodes(node?.nodes),
    0,
  );
}

/** The goal per document: 20 times under the reference viewer's fastest, 19 ms. */
export const GOAL_MS = 19 / 20;

function corpusDocuments(): { name: string; json: string }[] {
  return readdirSync(CORPUS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: file.slice(0, -'.json'.length),
      json: readFileSync(CORPUS + file, 'utf8'),
    }));
}

export function largestDocuments(count: number): { name: string; json: string }[] {
  return corpusDocuments()
    .sort((a, b) => b.json.length - a.json.length || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** The five largest documents, then every gallery and image document of the corpus. */
export function benchDocuments(): { name: string; json: string }[] {
  const largest = largestDocuments(DOCUMENT_COUNT);
  const media = corpusDocuments()
    .filter(({ name }) => /galler|image/i.test(name) && !largest.some((d) => d.name === name))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...largest, ...media];
}

export async function measureViewerRender(): Promise<ViewerRenderFigure[]> {
  const viewer = await loadViewer();
  try {
    const { renderViewerToHtml } = viewer.module;
    const figures: ViewerRenderFigure[] = [];
    for (const { name, json } of benchDocuments()) {
      const content = JSON.parse(json);
      const html = await renderViewerToHtml({ content, logger: SILENT });
      // renderViewerToHtml is async only to read a locale and load the kinds' chunks first (once
      // per process); then it renders synchronously, so timing the promise measures the render.
      const samples: number[] = [];
      for (let i = 0; i < PLAN.warmupCalls; i++)
        await renderViewerToHtml({ content, logger: SILENT });
      for (let s = 0; s < PLAN.samples; s++) {
        let repeats = 0;
        const start = process.hrtime.bigint();
        do {
          await renderViewerToHtml({ content, logger: SILENT });
          repeats++;
        } while (Number(process.hrtime.bigint() - start) < PLAN.minSampleMs * 1e6);
        samples.push(Number(process.hrtime.bigint() - start) / 1e6 / repeats);
      }
      figures.push({
        document: name,
        jsonBytes: json.length,
        nodes: countNodes(content.nodes),
        htmlBytes: html.length,
        medianMs: median(samples),
      });
    }
    return figures;
  } finally {
    await viewer.close();
  }
}

export function formatViewerRender(figures: readonly ViewerRenderFigure[]): string {
  const width = Math.max(...figures.map((f) => f.document.length));
  const rows = figures.map(
    (f) =>
      `  ${f.document.padEnd(width)} ${String(Math.round(f.jsonBytes / 1024)).padStart(5)} KB ${String(f.nodes).padStart(6)} nodes ${f.medianMs.toFixed(2).padStart(9)} ms`,
  );
  const over = figures.filter((f) => f.medianMs > GOAL_MS).length;
  return `Tessera viewer server render (react-dom/server, static HTML; median per document)\n${rows.join('\n')}\n  goal: each under ${GOAL_MS.toFixed(2)} ms (20x the reference viewer's 19-43 ms); ${over} of ${figures.length} over\n`;
}

/** The part of `npm run bench` this file adds. */
export async function runViewerRenderBench(json: boolean): Promise<void> {
  const figures = await measureViewerRender();
  (json ? process.stderr : process.stdout).write(`\n${formatViewerRender(figures)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureViewerRender();
  process.stdout.write(
    process.argv.includes('--json')
      ? `${JSON.stringify(figures, null, 2)}\n`
      : formatViewerRender(figures),
  );
}
