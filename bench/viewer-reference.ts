// The reference viewer's server render of the same documents, for the ratio the goal is set in
// (issue 16: 20 times faster than the reference). The reference (Ricos, on React 16) lives apart
// in bench/reference-viewer/ with a lockfile of its own, installed there on first use with
// `npm ci`, and runs as a black box in a child Node process (bench/reference-viewer/render.mjs).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDER = fileURLToPath(new URL('./reference-viewer/', import.meta.url));
/** npm writes it last, so a half-done install is not taken for a finished one. */
const INSTALLED_MARKER = join(FOLDER, 'node_modules', '.package-lock.json');
/** Its postinstall scripts only print; its peer ranges include one no release satisfies. */
const NPM_CI = ['ci', '--prefix', FOLDER, '--ignore-scripts', '--legacy-peer-deps'];
const NPM_CI_FLAGS = ['--no-audit', '--no-fund', '--loglevel', 'error'];
const RUN_LIMIT_MS = 20 * 60_000;

export interface ReferenceFigure {
  medianMs?: number;
  /** The render with the document's conversion to the reference's Draft form timed too. */
  withConversionMs?: number;
  htmlBytes?: number;
  /** The reference threw on this document. */
  error?: string;
}

export type ReferenceResult =
  | { figures: Map<string, ReferenceFigure> }
  /** Why no document has a reference time: it could not be installed or run. */
  | { missing: string };

export interface ReferencePlan {
  warmupCalls: number;
  minSamples: number;
  minTotalMs: number;
}

/** The error's own line of a crash's output (Node ends it with its version), else the last. */
function errorLine(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return (lines.find((line) => /\b(Error|ERR!?)\b/.test(line)) ?? lines.pop() ?? '').trim();
}

/** npm's error, its code and message, without the pointer to its log. */
function npmError(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.startsWith('npm error ') && !line.includes('complete log'))
    .slice(0, 2)
    .map((line) => line.slice('npm error '.length))
    .join('; ');
}

/** Installs bench/reference-viewer/ unless it is; returns why it could not. */
function ensureInstalled(): string | undefined {
  if (existsSync(INSTALLED_MARKER)) return undefined;
  process.stderr.write(
    'viewer render: installing the reference viewer (bench/reference-viewer/)\n',
  );
  const npm = spawnSync('npm', [...NPM_CI, ...NPM_CI_FLAGS], { encoding: 'utf8' });
  if (npm.error) return `npm ci could not start: ${npm.error.message}`;
  if (npm.status !== 0) return `npm ci failed: ${npmError(npm.stderr) || `exit ${npm.status}`}`;
  return undefined;
}

/** The reference's median render of each named document of `corpus`, in one child process. */
export function measureReferenceViewer(
  corpus: string,
  documents: readonly string[],
  plan: ReferencePlan,
): ReferenceResult {
  const installFailure = ensureInstalled();
  if (installFailure) return { missing: installFailure };
  const run = spawnSync(
    process.execPath,
    [join(FOLDER, 'render.mjs'), JSON.stringify(plan), corpus, ...documents],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: RUN_LIMIT_MS,
    },
  );
  const figures = new Map<string, ReferenceFigure>();
  // The packages print a line or two of their own; the figures are the JSON lines.
  for (const line of run.stdout?.split('\n') ?? []) {
    if (!line.startsWith('{"document"')) continue;
    const { document, ...figure } = JSON.parse(line) as ReferenceFigure & { document: string };
    figures.set(document, figure);
  }
  if (figures.size === 0) {
    const why = run.error?.message ?? (errorLine(run.stderr ?? '') || `exit ${run.status}`);
    return { missing: `the reference viewer did not run: ${why}` };
  }
  for (const document of documents)
    if (!figures.has(document))
      figures.set(document, { error: 'its process ended before this document' });
  return { figures };
}
