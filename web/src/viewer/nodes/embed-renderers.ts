// HTML, EMBED, LINK_PREVIEW and FILE (spec/000 §3), loaded on demand from one chunk.

import { lazyRenderer } from '../lazy-renderer.tsx';

const kinds = () => import('./embed-kinds.ts');

export const HtmlRenderer = lazyRenderer(() => kinds().then((m) => ({ default: m.HtmlNode })));
export const EmbedRenderer = lazyRenderer(() => kinds().then((m) => ({ default: m.EmbedNode })));
export const LinkPreviewRenderer = lazyRenderer(() =>
  kinds().then((m) => ({ default: m.LinkPreviewNode })),
);
export const FileRenderer = lazyRenderer(() => kinds().then((m) => ({ default: m.FileNode })));
