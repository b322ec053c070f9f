// `tessera render`: a content document as JSON on stdin -> the viewer's static HTML on stdout,
// rendered by the same <Viewer> the browser shows, with react-dom/server.

import type { ViewerLogger } from '../../web/src/viewer/logger.ts';
import { type Command, EXIT_FAILURE, EXIT_OK, type Io, UsageError } from './command.ts';
import { loadViewer } from './load-viewer.ts';

const HELP = `Usage: tessera render [--locale <code>] [--mobile] < document.json

Reads a content document as JSON on stdin ({"nodes": [...], "metadata": {...},
"documentStyle": {...}}) and prints the viewer's static HTML on stdout.

Options:
  --locale <code>  the UI language of the viewer's own labels (en by default;
                   ar, he, fa and ur render right to left)
  --mobile         mobile typography (spec/000 §9 mobile font sizes)
  -h, --help       print this help

A gallery comes with its layout stylesheet: its items are placed by container
queries at any container width from 320 to 2560 px, before any script runs.

What the viewer logs (node kinds without a renderer, invalid colours) goes to stderr;
a node that fails is left out and reported on stderr.

Exit codes: 0 done; 2 bad arguments or input that is not JSON or not a document
(one line on stderr saying why); 1 anything else.
`;

interface RenderArgs {
  locale: string | undefined;
  mobile: boolean;
  help: boolean;
}

function parseArgs(args: readonly string[]): RenderArgs {
  const parsed: RenderArgs = { locale: undefined, mobile: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-h' || arg === '--help') parsed.help = true;
    else if (arg === '--mobile') parsed.mobile = true;
    else if (arg === '--locale') {
      if (i + 1 >= args.length) throw new UsageError('--locale needs a value, such as fr or he');
      parsed.locale = args[++i];
    } else if (arg.startsWith('--locale=')) parsed.locale = arg.slice('--locale='.length);
    else throw new UsageError(`unknown argument '${arg}' (see tessera render --help)`);
  }
  return parsed;
}

/** The document read from stdin; anything else is a UsageError saying what is wrong. */
export function parseDocument(text: string): { nodes: unknown[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`stdin is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(
      'stdin is not a content document: expected a JSON object with a "nodes" array',
    );
  }
  if (!Array.isArray((value as { nodes?: unknown }).nodes)) {
    throw new UsageError('stdin is not a content document: it has no "nodes" array');
  }
  return value as { nodes: unknown[] };
}

async function run(args: readonly string[], io: Io): Promise<number> {
  const { locale, mobile, help } = parseArgs(args);
  if (help) {
    io.out(HELP);
    return EXIT_OK;
  }
  if (io.stdinIsTty)
    throw new UsageError(
      'reads a content document as JSON on stdin; pipe one in (see tessera render --help)',
    );
  const content = parseDocument(await io.readStdin());
  const logger: ViewerLogger = {
    error: (message, ...details) => io.err(`${[message, ...details.map(String)].join(' ')}\n`),
    warn: (message, ...details) => io.err(`${[message, ...details.map(String)].join(' ')}\n`),
  };
  let viewerFailed: unknown;
  const viewer = await loadViewer();
  try {
    const html = await viewer.module.renderViewerToHtml({
      content: content as Parameters<typeof viewer.module.renderViewerToHtml>[0]['content'],
      locale,
      isMobile: mobile,
      logger,
      onError: (error, node) => {
        if (!node) viewerFailed = error;
      },
    });
    if (viewerFailed !== undefined) throw viewerFailed;
    io.out(`${html}\n`);
    return EXIT_OK;
  } catch (error) {
    io.err(`tessera render: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILURE;
  } finally {
    await viewer.close();
  }
}

export const renderCommand: Command = {
  name: 'render',
  summary: 'render a content document read as JSON on stdin; print its static HTML',
  help: HELP,
  run,
};
