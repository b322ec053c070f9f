// The renderers of HTML, EMBED, LINK_PREVIEW and FILE: one lazy chunk for the four, since they
// share the sandboxed frame and the link card (shared parts of two chunks would be a chunk
// every page loads).

export { default as EmbedNode } from './embed/EmbedNode.tsx';
export { default as FileNode } from './file/FileNode.tsx';
export { default as HtmlNode } from './html/HtmlNode.tsx';
export { default as LinkPreviewNode } from './link-preview/LinkPreviewNode.tsx';
