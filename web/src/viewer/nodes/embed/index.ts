import { lazyRenderer } from '../../lazy-renderer.tsx';

/** EMBED: a chunk of its own (shares the frame and the card with HTML and LINK_PREVIEW). */
export const EmbedRenderer = lazyRenderer(() => import('./EmbedNode.tsx'));
