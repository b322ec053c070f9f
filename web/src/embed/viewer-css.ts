// The viewer's stylesheet beyond the gallery's (gallery-css.ts), as text, for the shadow roots of
// embedded viewers; in the viewer's module, so a page of galleries never loads it. The build
// (vite.embed.config.ts) puts it in place of this marker; the marker must stay a plain string
// literal.

export const VIEWER_CSS_MARKER = '__TESSERA_VIEWER_CSS__';

export const VIEWER_CSS: string = '__TESSERA_VIEWER_CSS__';
