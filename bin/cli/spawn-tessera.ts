// Test support: runs the real launcher (bin/tessera) as a child process, the way a user does.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const LAUNCHER = fileURLToPath(new URL('../tessera', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** The program to start; the launcher unless a test starts a copy or a link of it. */
  program?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs `program args` with `stdin` piped in (stdin closed at once when undefined). */
export function runTessera(
  args: readonly string[],
  stdin?: string,
  options: RunOptions = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.program ?? LAUNCHER, args, {
      cwd: options.cwd ?? REPO_ROOT,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    // The child may exit before reading stdin (bad arguments); that is not the test's failure.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin ?? '');
  });
}

/** Runs `tessera layout --engine <engine>` on `input` (serialised unless already a string). */
export function runLayout(engine: string, input: unknown): Promise<Run> {
  return runTessera(
    ['layout', '--engine', engine],
    typeof input === 'string' ? input : JSON.stringify(input),
  );
}
