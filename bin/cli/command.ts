// What every command of the command line is, and how it talks to the outside world.

/** The process's streams, passed in so a command never reaches for globals. */
export interface Io {
  /** True when stdin is a terminal, i.e. nothing was piped in. */
  readonly stdinIsTty: boolean;
  readStdin(): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

export interface Command {
  readonly name: string;
  /** One line for `tessera --help`. */
  readonly summary: string;
  /** The full `tessera <name> --help` text. */
  readonly help: string;
  /** Runs the command and returns its exit code. Throws `UsageError` for bad arguments or input. */
  run(args: readonly string[], io: Io): Promise<number>;
}

/** Exit codes: 2 for anything the caller got wrong, 1 for anything the tool got wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Bad arguments or bad input: reported as one line on stderr with exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Collapses a message onto one line, so every error is exactly one line of stderr. */
export function oneLine(message: string): string {
  return message.replace(/\s+/g, ' ').trim();
}
