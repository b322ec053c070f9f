// `tessera image-url`: image requests as JSON lines on stdin -> their addresses, one per line,
// built by the same engine the gallery renders with.

import {
  DEFAULT_IMAGE_HOST,
  type EngineBackend,
  IMAGE_ENCODINGS,
  IMAGE_FITS,
  IMAGE_VARIANTS,
  type ImageUrlOptions,
  type ImageUrlRequest,
  UPSCALE_METHODS,
} from '../../bindings/index.ts';
import { type Command, EXIT_OK, EXIT_USAGE, type Io, oneLine, UsageError } from './command.ts';
import { finiteNumber, isObject, type JsonObject, size } from './json-input.ts';
import { engineBackend, loadEngine } from './load-engine.ts';

const HELP = `Usage: tessera image-url [--host URL] [--engine wasm|ts] [--keep-going] < requests.jsonl

Reads one image request per line of JSON on stdin and prints its address, one per line,
in the same order. Blank lines are skipped. A bad line stops the batch before anything is
printed, unless --keep-going is given.

Input, one per line:
  {"fit": "fill", "id": "8bb438_5c7d~mv2.jpg", "width": 4000, "height": 3000,
   "targetWidth": 400, "targetHeight": 300}

  fit           "fill" (cover the target), "fit" (stay inside it) or "crop"
  id            the media id; svg, gif, external links and ids without an extension
                pass through untransformed; a blank id or "none" gives the bare host
  width, height               the image's own size in px (0: not known; the target's
                              side stands in for it)
  targetWidth, targetHeight   the size it is shown at, in CSS px
  crop          {"x", "y", "width", "height"} in source px (required for "crop")
  variant       resized (the default), multi, scaled, pixel, thumbnail, square, full,
                sample, low-res, magnified or download
  options       {"focalPoint": {"x", "y"} (percent), "quality", "unsharpMask":
                {"radius", "amount", "threshold"}, "filters": {"contrast", "brightness",
                "saturation", "hue", "blur"}, "upscaleMethod": "auto"|"classic"|"super",
                "devicePixelRatio", "name", "encoding": "AVIF"|"PAVIF", "autoEncode",
                "progressive", "watermark", "allowWebpAvifTransforms" (webp and avif
                sources are cropped and focused too), "isSEOBot" (an address for a
                crawler: the device pixel ratio is ignored)}; other fields are ignored

Options:
  --host URL        the media host the addresses start with (default ${DEFAULT_IMAGE_HOST})
  --engine wasm|ts  the WebAssembly engine (the default) or its TypeScript twin;
                    both print the same bytes
  --keep-going      a bad line does not stop the batch: its place on stdout is an empty
                    line, its error one line on stderr ("line N: ..."), every good line
                    gets its address, and the exit code is 2 if any line was bad
  -h, --help        print this help

Exit codes: 0 done; 2 bad arguments or a bad line (one line on stderr naming it;
with --keep-going, one per bad line); 1 anything else.
`;

// Reading the lines: every problem is a `UsageError` naming the line and the offending value.

function oneOf<T extends string>(value: unknown, names: readonly T[], path: string): T {
  if (typeof value !== 'string' || !(names as readonly string[]).includes(value)) {
    throw new UsageError(
      `${path} must be one of ${names.map((n) => JSON.stringify(n)).join(', ')}`,
    );
  }
  return value as T;
}

function object(value: unknown, path: string, what: string): JsonObject {
  if (!isObject(value)) throw new UsageError(`${path} must be an object${what}`);
  return value;
}

/** Copies the numeric fields of `value` that are present, each checked finite. */
function numbers<K extends string>(
  value: unknown,
  keys: readonly K[],
  path: string,
  what = '',
): Partial<Record<K, number>> {
  const source = object(value, path, what);
  const out: Partial<Record<K, number>> = {};
  for (const key of keys)
    if (source[key] !== undefined) out[key] = finiteNumber(source[key], `${path}.${key}`);
  return out;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new UsageError(`${path} must be a string`);
  return value;
}

function flag(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new UsageError(`${path} must be true or false`);
  return value;
}

function parseOptions(value: unknown): ImageUrlOptions {
  const o = object(value, 'options', '');
  const options: ImageUrlOptions = {};
  if (o.focalPoint !== undefined) {
    const point = numbers(o.focalPoint, ['x', 'y'] as const, 'options.focalPoint', ' with x and y');
    if (point.x === undefined || point.y === undefined)
      throw new UsageError('options.focalPoint must be an object with x and y');
    options.focalPoint = { x: point.x, y: point.y };
  }
  if (o.quality !== undefined) options.quality = finiteNumber(o.quality, 'options.quality');
  if (o.unsharpMask !== undefined)
    options.unsharpMask = numbers(
      o.unsharpMask,
      ['radius', 'amount', 'threshold'] as const,
      'options.unsharpMask',
    );
  if (o.filters !== undefined) {
    options.filters = numbers(
      o.filters,
      ['contrast', 'brightness', 'saturation', 'hue', 'blur'] as const,
      'options.filters',
    );
  }
  if (o.upscaleMethod !== undefined)
    options.upscaleMethod = oneOf(o.upscaleMethod, UPSCALE_METHODS, 'options.upscaleMethod');
  if (o.devicePixelRatio !== undefined)
    options.devicePixelRatio = size(o.devicePixelRatio, 'options.devicePixelRatio');
  if (o.name !== undefined) options.name = text(o.name, 'options.name');
  if (o.encoding !== undefined)
    options.encoding = oneOf(o.encoding, IMAGE_ENCODINGS, 'options.encoding');
  if (o.autoEncode !== undefined) options.autoEncode = flag(o.autoEncode, 'options.autoEncode');
  if (o.progressive !== undefined) options.progressive = flag(o.progressive, 'options.progressive');
  if (o.watermark !== undefined) options.watermark = text(o.watermark, 'options.watermark');
  if (o.allowWebpAvifTransforms !== undefined)
    options.allowWebpAvifTransforms = flag(
      o.allowWebpAvifTransforms,
      'options.allowWebpAvifTransforms',
    );
  if (o.isSEOBot !== undefined) options.isSEOBot = flag(o.isSEOBot, 'options.isSEOBot');
  return options;
}

/** One request from the JSON of one line. */
function parseImageUrlRequest(line: string): ImageUrlRequest {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new UsageError(`not valid JSON (${(error as Error).message})`);
  }
  const r = object(
    value,
    'the request',
    ' with fit, id, width, height, targetWidth and targetHeight',
  );
  const request: ImageUrlRequest = {
    fit: oneOf(r.fit, IMAGE_FITS, 'fit'),
    id: text(r.id, 'id'),
    width: size(r.width, 'width'),
    height: size(r.height, 'height'),
    targetWidth: size(r.targetWidth, 'targetWidth'),
    targetHeight: size(r.targetHeight, 'targetHeight'),
  };
  if (r.crop !== undefined || request.fit === 'crop') {
    const crop = numbers(
      r.crop,
      ['x', 'y', 'width', 'height'] as const,
      'crop',
      ' with x, y, width and height',
    );
    if (
      crop.x === undefined ||
      crop.y === undefined ||
      crop.width === undefined ||
      crop.height === undefined
    ) {
      throw new UsageError('crop must be an object with x, y, width and height');
    }
    request.crop = { x: crop.x, y: crop.y, width: crop.width, height: crop.height };
  }
  if (r.options !== undefined) request.options = parseOptions(r.options);
  if (r.variant !== undefined) request.variant = oneOf(r.variant, IMAGE_VARIANTS, 'variant');
  return request;
}

/** Every non-blank line of `input` as a request, or as its error named by the line's number. */
export function readImageUrlLines(input: string): (ImageUrlRequest | UsageError)[] {
  const body = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const lines: (ImageUrlRequest | UsageError)[] = [];
  body.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      lines.push(parseImageUrlRequest(line));
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      lines.push(new UsageError(`line ${i + 1}: ${error.message}`));
    }
  });
  return lines;
}

interface ImageUrlArgs {
  host: string;
  engine: EngineBackend;
  keepGoing: boolean;
  help: boolean;
}

function valueOf(args: readonly string[], i: number, flag: string, what: string): string {
  if (i + 1 >= args.length) throw new UsageError(`${flag} needs a value: ${what}`);
  return args[i + 1];
}

function checkedHost(host: string): string {
  if (!/^(https?:\/\/|\/)/i.test(host))
    throw new UsageError(`--host must start with http://, https:// or /: '${host}'`);
  return host;
}

function parseArgs(args: readonly string[]): ImageUrlArgs {
  let host = DEFAULT_IMAGE_HOST;
  let engine = 'wasm';
  let help = false;
  let keepGoing = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-h' || arg === '--help') help = true;
    else if (arg === '--keep-going') keepGoing = true;
    else if (arg === '--host') host = checkedHost(valueOf(args, i++, '--host', 'a URL'));
    else if (arg.startsWith('--host=')) host = checkedHost(arg.slice('--host='.length));
    else if (arg === '--engine') engine = valueOf(args, i++, '--engine', 'wasm or ts');
    else if (arg.startsWith('--engine=')) engine = arg.slice('--engine='.length);
    else throw new UsageError(`unknown argument '${arg}' (see tessera image-url --help)`);
  }
  return { host, engine: engineBackend(engine), keepGoing, help };
}

async function run(args: readonly string[], io: Io): Promise<number> {
  const { host, engine: backend, keepGoing, help } = parseArgs(args);
  if (help) {
    io.out(HELP);
    return EXIT_OK;
  }
  if (io.stdinIsTty)
    throw new UsageError(
      'reads image requests as JSON lines on stdin; pipe some in (see tessera image-url --help)',
    );
  const lines = readImageUrlLines(await io.readStdin());
  const errors = lines.filter((line) => line instanceof UsageError);
  if (errors.length > 0 && !keepGoing) throw errors[0];
  const requests = lines.filter((line): line is ImageUrlRequest => !(line instanceof UsageError));
  const engine = await loadEngine(backend);
  const addresses = engine.imageUrls(requests, host);
  let next = 0;
  // A bad line keeps its place as an empty line, so output line N still answers request N.
  const out = lines.map((line) => (line instanceof UsageError ? '' : addresses[next++]));
  for (const error of errors) io.err(`tessera image-url: ${oneLine(error.message)}\n`);
  if (out.length > 0) io.out(`${out.join('\n')}\n`);
  return errors.length > 0 ? EXIT_USAGE : EXIT_OK;
}

export const imageUrlCommand: Command = {
  name: 'image-url',
  summary: 'build image addresses for requests read as JSON lines on stdin',
  help: HELP,
  run,
};
