import { lazyRenderer } from '../../lazy-renderer.tsx';

/** LINK_PREVIEW: a chunk of its own (the card, and the frame for a preview with markup). */
export const LinkPreviewRenderer = lazyRenderer(() => import('./LinkPreviewNode.tsx'));
