// `tessera layout`: a gallery as JSON on stdin -> its layout as JSON on stdout, computed by the
// same option engine and layout engine the gallery renders with.

import { type EngineBackend, itemSeeds, type LayoutResult } from '../../bindings/index.ts';
import { galleryLayoutParams } from '../../web/src/gallery/model/index.ts';
import { type Command, EXIT_OK, type Io, UsageError } from './command.ts';
import { engineBackend, loadEngine } from './load-engine.ts';
import { type ItemId, parseLayoutInput } from './layout-input.ts';

const HELP = `Usage: tessera layout [--engine wasm|ts] < gallery.json

Reads a gallery as JSON on stdin and prints its layout as one line of JSON on stdout.

Input:
  {"items": [{"id": "a", "width": 4000, "height": 3000}, ...],
   "container": {"width": 1210, "height": 800},
   "viewport": {"width": 1920, "height": 1200},
   "deviceType": "desktop", "isUsingCustomInfoElements": true,
   "options": {"layoutParams": {"structure": {"galleryLayout": 1}}}}

  items      id (a string or a number) and the media's own width and height;
             other fields are ignored
  container  the gallery's width in px; height in px (optional, 0 when absent)
  viewport   optional: the window's width and height in px, which a PERCENT
             target item size is measured against (each 1920 x 1200 when absent)
  deviceType optional: desktop (when absent), mobile or tablet; mobile caps
             the item spacing at 50 px (the mobile rules of the option engine)
  isUsingCustomInfoElements
             optional: whether texts placed above, below or beside the items
             are drawn there and take room (true when absent, as the gallery
             draws them); false gives them none, as pro-gallery without it
  options    gallery options as spec/001 names them, nested
             ({"layoutParams": {"structure": {"itemSpacing": 0}}}) or flat
             ({"layoutParams_structure_itemSpacing": 0}), legacy names too
             ({"imageMargin": 10}, migrated first); galleryLayout by code (2) or
             by name ("grid", "thumbnails", ... in any case); a value of the
             wrong type or outside its enumeration falls back to the default

Output:
  {"width": ..., "height": ..., "items": [{"id", "left", "top", "width", "height"}, ...]}
  The items come in input order with their ids as given; left and top are the item's
  offset inside the gallery as it is rendered.

Options:
  --engine wasm|ts  the WebAssembly engine (the default) or its TypeScript twin;
                    both print the same bytes
  -h, --help        print this help

Exit codes: 0 done; 2 bad arguments, bad input or a layout that cannot be made
(one line on stderr saying why); 1 anything else.
`;

interface LayoutArgs {
  engine: EngineBackend;
  help: boolean;
}

function parseArgs(args: readonly string[]): LayoutArgs {
  let engine = 'wasm';
  let help = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-h' || arg === '--help') {
      help = true;
    } else if (arg === '--engine') {
      if (i + 1 >= args.length) throw new UsageError('--engine needs a value: wasm or ts');
      engine = args[++i];
    } else if (arg.startsWith('--engine=')) {
      engine = arg.slice('--engine='.length);
    } else {
      throw new UsageError(`unknown argument '${arg}' (see tessera layout --help)`);
    }
  }
  return { engine: engineBackend(engine), help };
}

/** The layout as the command prints it: items in input order, ids echoed, plain JSON numbers. */
export function layoutJson(ids: readonly ItemId[], result: LayoutResult): string {
  const { rects } = result;
  const items = ids.map((id, i) => ({
    id,
    left: rects[4 * i],
    top: rects[4 * i + 1],
    width: rects[4 * i + 2],
    height: rects[4 * i + 3],
  }));
  return JSON.stringify({ width: result.width, height: result.height, items });
}

async function run(args: readonly string[], io: Io): Promise<number> {
  const { engine: backend, help } = parseArgs(args);
  if (help) {
    io.out(HELP);
    return EXIT_OK;
  }
  if (io.stdinIsTty)
    throw new UsageError(
      'reads a gallery as JSON on stdin; pipe one in (see tessera layout --help)',
    );
  const input = parseLayoutInput(await io.readStdin());
  const engine = await loadEngine(backend);
  const params = galleryLayoutParams(input.options, input.container, {
    viewport: input.viewport,
    deviceType: input.deviceType,
    externalInfoRenderer: input.isUsingCustomInfoElements,
  });
  const seeds = itemSeeds(input.ids.map((id) => ({ id: String(id) })));
  const result = engine.layout(input.sizes, params, seeds);
  io.out(`${layoutJson(input.ids, result)}\n`);
  return EXIT_OK;
}

export const layoutCommand: Command = {
  name: 'layout',
  summary: 'lay out a gallery read as JSON on stdin; print the item rectangles as JSON',
  help: HELP,
  run,
};
