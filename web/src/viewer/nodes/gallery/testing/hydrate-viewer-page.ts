// The browser script of the test page of a server-rendered document: hydrates the viewer's HTML
// in #host with the document the page carries as JSON, as a site's page would.

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
);
