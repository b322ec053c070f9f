// Pages for the custom elements' test: the one script tag, a page-side count of the Web Workers
// started and still running (a wrapper of `Worker`), and every `tessera-event` the document hears,
// written down for the test to read.

/** Counts workers: `window.workers.started`, `window.workers.live` (started and not terminated). */
export const WORKER_COUNTER = `
window.workers = { started: 0, live: 0 };
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  #running = true;
  constructor(...args) {
    super(...args);
    window.workers.started += 1;
    window.workers.live += 1;
  }
  terminate() {
    if (this.#running) window.workers.live -= 1;
    this.#running = false;
    super.terminate();
  }
};
`;

/** Writes every tessera-event down: `window.heard` of `{ on, name, data, composed }`. */
export const EVENT_RECORDER = `
window.heard = [];
const plain = (data) => {
  try {
    return JSON.parse(JSON.stringify(data ?? null, (key, value) =>
      typeof value === 'function' ? undefined : value instanceof Error ? value.message : value));
  } catch {
    return String(data);
  }
};
document.addEventListener('tessera-event', (event) => {
  window.heard.push({
    on: event.target.id,
    name: event.detail.name,
    data: plain(event.detail.data),
    composed: event.composed,
  });
});
`;

/** A value as the text of an HTML attribute in single quotes. */
export function attribute(value: unknown): string {
  return JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
}

export function elementsPage(scriptUrl: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Tessera's custom elements</title>
    <link rel="icon" href="data:," />
    <script>${WORKER_COUNTER}${EVENT_RECORDER}</script>
    <script src="${scriptUrl}"></script>
    ${head}
  </head>
  <body>
${body}
  </body>
</html>
`;
}
