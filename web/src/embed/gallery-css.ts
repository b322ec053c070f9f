// The gallery's whole stylesheet (every stylesheet its module and lazy chunks use), as text, for
// the shadow roots of embedded galleries and viewers (a document may hold galleries). The build
// (vite.embed.config.ts) puts that CSS in place of this marker; the marker must stay
// a plain string literal.

export const GALLERY_CSS_MARKER = '__TESSERA_GALLERY_CSS__';

export const GALLERY_CSS: string = '__TESSERA_GALLERY_CSS__';
