// `tessera options normalize|migrate|validate`: gallery options as JSON on stdin -> the result as
// one line of JSON on stdout, computed by the option engine the gallery runs (spec/001 §3-§5).

import { DEVICE_TYPES, type DeviceType } from '../../web/src/gallery/model/options/enums.ts';
import { nestOptions } from '../../web/src/gallery/model/options/flatten.ts';
import { migrateOptions } from '../../web/src/gallery/model/options/migrate.ts';
import { processOptions } from '../../web/src/gallery/model/options/process.ts';
import { type Command, EXIT_OK, type Io, UsageError } from './command.ts';

const HELP = `Usage: tessera options normalize|migrate|validate [options] < options.json

Reads gallery options as JSON on stdin (nested, flat with underscore-joined names, or mixed;
legacy names allowed) and prints one line of JSON on stdout.

  normalize  the options the gallery runs on: legacy names migrated, defaults, the layout's
             preset, then the normalisation rules for the device; a value of the wrong type
             or outside its enumeration falls back to its default
  migrate    the options with legacy names and values migrated, nothing else changed
  validate   {"valid": true|false, "errors": [{"path", "keyword", "message"}, ...]}: the type
             and enumeration checks of the option schema

Options:
  --device desktop|mobile|tablet  the device normalize applies the rules for (default desktop)
  --touch, --no-touch             whether it is a touch device (default: mobile and tablet are)
  --external-info                 texts are rendered outside the items (they keep their height)
  --designed-preset JSON          the style string of a designed preset (layout -2)
  --nested                        print normalize and migrate results nested, not flat
  -h, --help                      print this help

Exit codes: 0 done (invalid options included: validate says so on stdout); 2 bad arguments or
input that is not a JSON object (one line on stderr saying why); 1 anything else.
`;

const ACTIONS = ['normalize', 'migrate', 'validate'] as const;
type Action = (typeof ACTIONS)[number];

interface OptionsArgs {
  action?: Action;
  device: DeviceType;
  touch?: boolean;
  externalInfo: boolean;
  designedPreset?: string;
  nested: boolean;
  help: boolean;
}

function deviceType(value: string | undefined): DeviceType {
  if (!(DEVICE_TYPES as readonly string[]).includes(value ?? '')) {
    throw new UsageError(`unknown device '${value ?? ''}': use desktop, mobile or tablet`);
  }
  return value as DeviceType;
}

function parseArgs(args: readonly string[]): OptionsArgs {
  const parsed: OptionsArgs = {
    device: 'desktop',
    externalInfo: false,
    nested: false,
    help: false,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-h' || arg === '--help') parsed.help = true;
    else if (arg === '--device') {
      if (i + 1 >= args.length)
        throw new UsageError('--device needs a value: desktop, mobile or tablet');
      parsed.device = deviceType(args[++i]);
    } else if (arg.startsWith('--device='))
      parsed.device = deviceType(arg.slice('--device='.length));
    else if (arg === '--touch' || arg === '--no-touch') parsed.touch = arg === '--touch';
    else if (arg === '--external-info') parsed.externalInfo = true;
    else if (arg === '--designed-preset') {
      if (i + 1 >= args.length) throw new UsageError('--designed-preset needs a JSON style string');
      parsed.designedPreset = args[++i];
    } else if (arg === '--nested') parsed.nested = true;
    else if (parsed.action === undefined && (ACTIONS as readonly string[]).includes(arg))
      parsed.action = arg as Action;
    else throw new UsageError(`unknown argument '${arg}' (see tessera options --help)`);
  }
  return parsed;
}

/** The options object on stdin; anything else is the caller's mistake. */
export function parseOptionsInput(text: string): Record<string, unknown> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '')
    throw new UsageError('stdin is empty: expected a JSON object of gallery options');
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch (error) {
    throw new UsageError(`stdin is not valid JSON (${(error as Error).message})`);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new UsageError('the input must be a JSON object of gallery options');
  }
  return input as Record<string, unknown>;
}

async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args);
  if (parsed.help) {
    io.out(HELP);
    return EXIT_OK;
  }
  if (parsed.action === undefined)
    throw new UsageError(
      'missing action: normalize, migrate or validate (see tessera options --help)',
    );
  if (io.stdinIsTty)
    throw new UsageError(
      'reads gallery options as JSON on stdin; pipe some in (see tessera options --help)',
    );
  const input = parseOptionsInput(await io.readStdin());
  let result: unknown;
  if (parsed.action === 'validate') {
    // Loaded on demand: the validator brings Ajv, which the other commands never need.
    const { validateOptions } = await import('../../web/src/gallery/model/options/validate.ts');
    result = validateOptions(input);
  } else {
    const flat =
      parsed.action === 'migrate'
        ? migrateOptions(input)
        : processOptions(input, {
            deviceType: parsed.device,
            isTouch: parsed.touch,
            externalInfoRenderer: parsed.externalInfo,
            designedPreset: parsed.designedPreset,
            logError: (message) => io.err(`tessera options: ${message}\n`),
          });
    result = parsed.nested ? nestOptions(flat) : flat;
  }
  io.out(`${JSON.stringify(result)}\n`);
  return EXIT_OK;
}

export const optionsCommand: Command = {
  name: 'options',
  summary: 'normalize, migrate or validate gallery options read as JSON on stdin',
  help: HELP,
  run,
};
