import { lazyRenderer } from '../../lazy-renderer.tsx';

/** HTML: a chunk of its own (the frame and its messages). */
export const HtmlRenderer = lazyRenderer(() => import('./HtmlNode.tsx'));
