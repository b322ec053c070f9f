// The entry of the `tessera` command line (started by bin/tessera): picks the command, runs it,
// and turns what it throws into one line on stderr and an exit code.

import { LayoutError } from '../../bindings/index.ts';
import {
  type Command,
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  type Io,
  oneLine,
  UsageError,
} from './command.ts';
import { layoutCommand } from './layout.ts';
import { videoUrlCommand } from './video-url.ts';

const COMMANDS: readonly Command[] = [
  layoutCommand,
  videoUrlCommand,
  (await import('./render.ts')).renderCommand,
  (await import('./options.ts')).optionsCommand,
  (await import('./image-url.ts')).imageUrlCommand,
];

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: tessera <command> [options]

Commands:
${lines.join('\n')}

Run \`tessera <command> --help\` for what a command reads and prints.
Exit codes: 0 done; 2 bad arguments or input (one line on stderr saying why); 1 anything else.
`;
}

async function main(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === '-h' || name === '--help') {
    io.out(mainHelp());
    return EXIT_OK;
  }
  if (name === 'help') {
    const command = COMMANDS.find((c) => c.name === args[0]);
    io.out(command ? command.help : mainHelp());
    return EXIT_OK;
  }
  if (name === undefined) {
    io.err('tessera: missing command (see tessera --help)\n');
    return EXIT_USAGE;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`tessera: unknown command '${oneLine(name)}' (see tessera --help)\n`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    const usage = error instanceof UsageError || error instanceof LayoutError;
    const message = error instanceof Error ? error.message : String(error);
    io.err(`tessera ${command.name}: ${oneLine(message)}\n`);
    return usage ? EXIT_USAGE : EXIT_FAILURE;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// A reader that went away (`tessera layout | head -c 10`) is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

// exitCode rather than exit(): stdout to a pipe is written asynchronously and must drain first.
process.exitCode = await main(process.argv.slice(2), {
  stdinIsTty: process.stdin.isTTY === true,
  readStdin,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
