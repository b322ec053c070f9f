// The browser script of the test page of a server-rendered gallery: hydrates the server's HTML in
// #host with the props the page carries as JSON, and marks the page once the gallery has laid out.

import { hydrateGallery } from '../hydrate-gallery.ts';

const host = document.getElementById('host')!;
const props = JSON.parse(document.getElementById('props')!.textContent!);
hydrateGallery(host, {
  ...props,
  onLayout: () => document.documentElement.setAttribute('data-laid-out', ''),
});
