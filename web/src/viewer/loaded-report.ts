// What the viewer-loaded callback receives (spec/000 §7): counts of the node kinds used, the
// url, the content id and the viewer's version.

import { VIEWER_VERSION } from './version.ts';

export interface ViewerLoadedReport {
  /** Node kind -> how many nodes of that kind the document has. */
  nodeCounts: Readonly<Record<string, number>>;
  url: string;
  contentId: string | undefined;
  version: typeof VIEWER_VERSION;
}

export function loadedReport(
  nodeCounts: Readonly<Record<string, number>>,
  url: string,
  contentId: unknown,
): ViewerLoadedReport {
  return {
    nodeCounts,
    url,
    contentId: typeof contentId === 'string' ? contentId : undefined,
    version: VIEWER_VERSION,
  };
}
