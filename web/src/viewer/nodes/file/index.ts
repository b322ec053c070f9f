import { lazyRenderer } from '../../lazy-renderer.tsx';

/** FILE: a chunk of its own (the block, the PDF preview, the error tooltip). */
export const FileRenderer = lazyRenderer(() => import('./FileNode.tsx'));
