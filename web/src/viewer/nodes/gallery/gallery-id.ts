// spec/000 §5: a gallery's id is used only when it consists of letters, digits, hyphens and
// underscores; otherwise the gallery makes its own. A GALLERY node's id is its node id. Pure.

const GALLERY_ID = /^[A-Za-z0-9_-]+$/;

export function galleryIdOf(nodeId: unknown): string | undefined {
  return typeof nodeId === 'string' && GALLERY_ID.test(nodeId) ? nodeId : undefined;
}
