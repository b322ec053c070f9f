// The browser script of the test page of a server-rendered document: hydrates the viewer's HTML
// in #host with the document the page carries as JSON, as a site's page would. A hydration
// error React recovers from (a mismatch: it then draws the tree again in the browser) is written
// on the page's root element (`data-recoverable`) for the test to see.

import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { tsImageUrlEngine } from '../../../../../../bindings/ts-image-url.ts';
import { Viewer } from '../../../Viewer.tsx';
import { localPictures } from './local-pictures.ts';

const content = JSON.parse(document.getElementById('content')!.textContent!);
hydrateRoot(
  document.getElementById('host')!,
  createElement(Viewer, {
    content,
    imageEngine: tsImageUrlEngine,
    services: { galleryMediaUrl: localPictures },
  }),
  {
    onRecoverableError: (error) => {
      const root = document.documentElement;
      root.dataset.recoverable = `${root.dataset.recoverable ?? ''}${String(error)}\n`;
    },
  },
);
