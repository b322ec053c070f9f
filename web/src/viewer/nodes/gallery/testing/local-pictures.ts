// The gallery's pictures in the browser tests: every address is the local fixture, its fragment
// naming the item and the size asked for, so nothing leaves the test server. Resolved against
// the document's base address: a test page in a srcdoc frame has the opaque origin "null" but
// its parent's base, so it makes the very addresses the server wrote (no hydration mismatch).

import type { CreateMediaUrl } from '../../../../gallery/ui/items/create-media-url.ts';

const PICTURE = '/web/src/gallery/ui/items/fixtures/sample.svg';

export const localPictures: CreateMediaUrl = (_item, url, _fit, width, height) =>
  `${new URL(PICTURE, document.baseURI).href}#${encodeURIComponent(url)}@${width}x${height}`;
