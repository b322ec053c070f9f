import { readFileSync } from 'node:fs';
import { loadViewer } from './bin/cli/load-viewer.ts';
const SILENT = { error() {}, warn() {} };
const viewer = await loadViewer();
const { renderViewerToHtml } = viewer.module;
const strip = (nodes: any[]): any[] => nodes.filter((n) => n.type !== 'GALLERY').map((n) => ({ ...n, nodes: strip(n.nodes ?? []) }));
for (const file of ['e2e__gallery-layouts.json', 'e2e__migration-content.json', 'e2e__gallery-simple.json']) {
  const text = readFileSync('/work/shared/corpus/ricos/docs/' + file, 'utf8');
  const full = JSON.parse(text);
  for (const [label, make] of [['warm', () => full], ['cold (parsed each time)', () => JSON.parse(text)], ['without galleries', () => ({ ...full, nodes: strip(full.nodes) })]] as const) {
    const content = make();
    for (let i = 0; i < 100; i++) await renderViewerToHtml({ content: label.startsWith('cold') ? make() : content, logger: SILENT });
    const n = 300; let total = 0;
    for (let i = 0; i < n; i++) { const c = label.startsWith('cold') ? make() : content; const t = performance.now(); await renderViewerToHtml({ content: c, logger: SILENT }); total += performance.now() - t; }
    console.log(file, label, (total / n).toFixed(3), 'ms');
  }
}
await viewer.close();
