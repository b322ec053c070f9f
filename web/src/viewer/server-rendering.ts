// Whether the viewer is being rendered to HTML for a server's page (renderViewerToHtml), so the
// renderers that write something only a server writes (the gallery layout stylesheet) write it.
// Outside renderViewerToHtml, a render without a document is a server's too.

let rendering = 0;

export function renderingOnServer<T>(render: () => T): T {
  rendering++;
  try {
    return render();
  } finally {
    rendering--;
  }
}

export function rendersOnServer(): boolean {
  return rendering > 0 || typeof document === 'undefined';
}
