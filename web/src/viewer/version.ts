/** The viewer's version string (spec/000 §1), reported by the viewer-loaded callback. */
export const VIEWER_VERSION = '10.127.0';
