// `tessera/server`: a content document to HTML in Node, galleries included (a GALLERY node is laid
// out by the engine and written with its items placed; spec/000 §7), as static HTML or as HTML the
// browser hydrates with <Viewer>.

export {
  renderViewerToHtml,
  type ServerRenderOptions,
  withLocaleMessages,
} from '../viewer/server.ts';
export type { ViewerProps } from '../viewer/Viewer.tsx';
/** Forgets the image addresses the server remembers for the pages it renders again. */
export { forgetImageAddresses } from '../viewer/image/remembered-addresses.ts';
