// A host site for the embed's page test: a hostile stylesheet that restyles everything it can
// reach, the one script tag, and three galleries mounted at once, before the gallery's module can
// have loaded (one is updated at once, one unmounted at once). Styles of the host's own elements
// are written down before the script runs, for the test to compare.

export interface HostPageSetup {
  scriptUrl: string;
  /** A picture of the host's own, under the hostile stylesheet. */
  hostImageUrl: string;
  items: unknown[];
  options: unknown;
  /** Props the `#early-update` gallery is updated to before the module loaded. */
  earlyUpdate: unknown;
}

/** Every rule here would break a gallery it reached, or show that the gallery restyled the page. */
export const HOSTILE_CSS = `
body, body * {
  position: static !important;
  display: inline !important;
  box-sizing: content-box !important;
  margin: 13px !important;
  padding: 7px !important;
  border: 3px dashed rgb(200, 0, 0) !important;
  font: italic 31px/3 serif !important;
  color: rgb(200, 0, 0) !important;
  width: auto !important;
  height: auto !important;
  overflow: visible !important;
  background: rgb(255, 255, 0) !important;
}
img { width: 10px !important; height: 10px !important; object-fit: none !important; }
body script { display: none !important; }
div { opacity: 0.9 !important; visibility: visible !important; }
`;

export const HOST_CHILD = '<span class="host-child">the host’s own child</span>';

export function hostPage(setup: HostPageSetup): string {
  const data = JSON.stringify(setup).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A site that embeds Tessera</title>
    <link rel="icon" href="data:," />
    <style>${HOSTILE_CSS}</style>
  </head>
  <body>
    <p id="host-text">The host’s text, <img id="host-img" src="${setup.hostImageUrl}" alt="host" /></p>
    <div id="gallery">${HOST_CHILD}</div>
    <div id="early-update"></div>
    <div id="early-unmount"></div>
    <script>
      window.SETUP = ${data};
      const snapshot = (element) => {
        const style = getComputedStyle(element);
        return Array.from(style, (name) => name + ':' + style.getPropertyValue(name)).join(';');
      };
      window.hostStyles = () => ['host-text', 'host-img'].map((id) => snapshot(document.getElementById(id))).concat(snapshot(document.body));
      window.stylesBefore = window.hostStyles();
      window.headBefore = document.head.children.length;
    </script>
    <script src="${setup.scriptUrl}"></script>
    <script>
      const { items, options, earlyUpdate } = window.SETUP;
      window.main = Tessera.mountGallery(document.getElementById('gallery'), { items, options });
      window.early = Tessera.mountGallery(document.getElementById('early-update'), { items, options });
      window.early.update(earlyUpdate);
      window.gone = Tessera.mountGallery(document.getElementById('early-unmount'), { items, options });
      window.gone.unmount();
      window.gone.update({ items, options });
      window.gone.unmount();
    </script>
  </body>
</html>
`;
}
