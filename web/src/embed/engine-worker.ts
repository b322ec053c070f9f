// Starts the engine worker from its file beside the embed script. A page may load the script
// from another origin (a CDN), and a worker's script must be of the page's origin: then the
// worker starts from a same-origin blob that imports the real file (which the CDN serves with
// CORS, as it must for the wasm too). The worker finds tessera.wasm beside its own file.

const WORKER_OPTIONS: WorkerOptions = { type: 'module', name: 'tessera-engine' };

export function startWorkerAt(scriptUrl: string): Worker {
  if (new URL(scriptUrl).origin === globalThis.location.origin) {
    return new Worker(scriptUrl, WORKER_OPTIONS);
  }
  const source = `import ${JSON.stringify(scriptUrl)};`;
  const blob = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  return new Worker(blob, WORKER_OPTIONS);
}
