// A small HTTP server on 127.0.0.1 for the embed's page tests: answers from a table of routes
// (path -> file or text), optionally with CORS as a CDN would, and records every path asked for.

import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

export type Route = { file: string } | { text: string; type: string };

export interface StaticServer {
  origin: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startServer(
  route: (path: string) => Route | undefined,
  { cors = false } = {},
): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const found = route(path);
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    if (cors) headers['access-control-allow-origin'] = '*';
    if (found === undefined) {
      response.writeHead(404, headers).end();
      return;
    }
    const body = 'file' in found ? readFile(found.file) : Promise.resolve(found.text);
    const type =
      'file' in found ? (TYPES[extname(found.file)] ?? 'application/octet-stream') : found.type;
    body.then(
      (content) => response.writeHead(200, { ...headers, 'content-type': type }).end(content),
      () => response.writeHead(404, headers).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
