// The document an html embed's markup runs in (the frame's srcdoc). A small script of ours runs
// first: it reports the content's height to the page (htmlPlugin:heightResize with the frame's
// id) whenever it changes, or when the page asks (the same message, from the page: a page that
// hydrates late missed the first report), and takes new markup from the page
// (htmlPlugin:updateContent) — messages from the page only. The frame has an opaque origin (no allow-same-origin), so nothing in it can
// reach the page, its storage or its cookies.

import { HEIGHT_RESIZE, UPDATE_CONTENT } from './html-messages.ts';

// Runs inside the frame, as written here (a template, not a function of ours, so a bundler never
// rewrites it). Scripts set through innerHTML do not run, so new markup's scripts are re-created.
const FRAME_SCRIPT = `(function () {
  var id = __ID__;
  var last = 0;
  function report() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: '${HEIGHT_RESIZE}', id: id, height: height }, '*');
  }
  function replace(html) {
    document.body.innerHTML = html;
    var scripts = document.body.querySelectorAll('script');
    for (var i = 0; i < scripts.length; i++) {
      var old = scripts[i];
      var fresh = document.createElement('script');
      for (var j = 0; j < old.attributes.length; j++)
        fresh.setAttribute(old.attributes[j].name, old.attributes[j].value);
      fresh.text = old.text;
      old.replaceWith(fresh);
    }
    report();
  }
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data) return;
    if (data.type === '${UPDATE_CONTENT}' && typeof data.html === 'string') replace(data.html);
    if (data.type === '${HEIGHT_RESIZE}') {
      last = 0;
      report();
    }
  });
  addEventListener('DOMContentLoaded', function () {
    new ResizeObserver(report).observe(document.documentElement);
    report();
  });
  addEventListener('load', report);
})();`;

/** JSON inside a script element: `<` escaped so the text can never close the element. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function frameDocument(html: string, frameId: string): string {
  const script = FRAME_SCRIPT.replace('__ID__', scriptLiteral(frameId));
  // Links open in a new tab: the frame may open pop-ups, never navigate the page.
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><base target="_blank"><script>${script}</script></head><body>${html}</body></html>`;
}
