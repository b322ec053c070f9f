// `tessera/server-gallery`: a gallery alone rendered on the server with its layout stylesheet
// (placed right at any container width before a script runs), and its hydration in the browser,
// which takes over without moving an item. An entry of its own: it carries the gallery, which
// `tessera/server`'s documents load only when they hold one.

export {
  renderGalleryToString,
  type ServerGalleryInput,
} from '../gallery/ui/server/render-gallery.ts';
export { hydrateGallery } from '../gallery/ui/server/hydrate-gallery.ts';
// <server-layout-cache>
/** Forgets the galleries' layouts the server keeps for the pages it renders again (a document's
 *  galleries in `tessera/server` included). */
export { clearServerLayouts } from '../gallery/ui/server/server-layout.ts';
// </server-layout-cache>
