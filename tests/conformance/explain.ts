// One conformance case, ours beside the reference's, item by item: the layout engineer's view of
// a failure that tests/conformance/layouts.test.ts reported.
//
//   npx node tests/conformance/explain.ts <layout name or code> <case seed> [--items N] [--keep a,b|-]
//                                         [--no-info-renderer] [--engine ts|wasm] [--all]
//
// --items, --keep and --no-info-renderer replay a shrunk case (the test prints them); --all prints
// every item rather than the rows around the first disagreement.

import { createTsEngine, createWasmEngine, type Engine } from '../../bindings/index.ts';
import { resolveLayoutParams } from '../../web/src/gallery/model/index.ts';
import {
  caseSetup,
  type Outcome,
  TOLERANCE_PX,
  identityDisagreement,
  ourOutcome,
  referenceOutcome,
} from './layout-check.ts';
import { layoutCase } from './layout-cases.ts';
import { fullReduction, reduce } from './layout-shrink.ts';
import { layoutByNameOrCode } from './selection.ts';

const USAGE =
  'usage: npx node tests/conformance/explain.ts <layout> <seed> [--items N] [--keep a,b|-] [--no-info-renderer] [--engine ts|wasm] [--all]';

interface Args {
  layout: string;
  seed: number;
  items?: number;
  keep?: string[];
  engine: 'ts' | 'wasm';
  all: boolean;
  noInfoRenderer: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const args: Partial<Args> = { engine: 'ts', all: false, noInfoRenderer: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--items') args.items = Number(argv[++i]);
    else if (arg === '--keep') args.keep = argv[++i] === '-' ? [] : (argv[i] ?? '').split(',');
    else if (arg === '--engine') args.engine = argv[++i] === 'wasm' ? 'wasm' : 'ts';
    else if (arg === '--all') args.all = true;
    else if (arg === '--no-info-renderer') args.noInfoRenderer = true;
    else positional.push(arg);
  }
  if (positional.length !== 2 || !Number.isInteger(Number(positional[1]))) throw new Error(USAGE);
  return { ...args, layout: positional[0], seed: Number(positional[1]) } as Args;
}

/** The processed options that can change geometry: layoutParams_* and the computed sizes. */
function geometryOptions(options: Record<string, unknown>): Record<string, unknown> {
  const wanted = (key: string) =>
    (key.startsWith('layoutParams_') && !key.startsWith('layoutParams_navigationArrows_')) ||
    [
      'targetItemSize',
      'fixedColumns',
      'externalInfoHeight',
      'externalInfoWidth',
      'behaviourParams_gallery_layoutDirection',
    ].includes(key);
  return Object.fromEntries(Object.entries(options).filter(([key]) => wanted(key)));
}

const cell = (v: number | undefined) => (v === undefined ? '' : String(+v.toFixed(3))).padStart(9);

function rows(ours: Outcome, reference: Outcome, count: number, all: boolean): string[] {
  const o = 'rects' in ours ? ours.rects : new Float64Array(0);
  const r = 'rects' in reference ? reference.rects : new Float64Array(0);
  const compared =
    'rects' in reference && reference.deviation ? reference.deviation.fromItem : count;
  const bad = (i: number) =>
    i < compared &&
    [0, 1, 2, 3].some((k) => !(Math.abs(o[4 * i + k] - r[4 * i + k]) <= TOLERANCE_PX));
  let first = -1;
  for (let i = 0; i < count && first < 0; i++) if (bad(i)) first = i;
  const from = all ? 0 : Math.max(0, first - 5);
  const to = all ? count : Math.min(count, Math.max(from + 40, first + 20));
  const header = `${'item'.padStart(6)} | ${['left', 'top', 'width', 'height'].map((h) => h.padStart(9)).join('')} | ${['left', 'top', 'width', 'height'].map((h) => h.padStart(9)).join('')}`;
  const lines = [`${' '.repeat(6)} | ${'ours'.padEnd(36)} | reference`, header];
  if (from > 0) lines.push(`   ... ${from} agreeing items above`);
  for (let i = from; i < to; i++) {
    const side = (a: Float64Array) => [0, 1, 2, 3].map((k) => cell(a[4 * i + k])).join('');
    const note = bad(i)
      ? '   <- differs'
      : i === compared
        ? '   <- a documented deviation starts here'
        : '';
    lines.push(`${String(i).padStart(6)} | ${side(o)} | ${side(r)}${note}`);
  }
  if (to < count) lines.push(`   ... ${count - to} more items`);
  lines.push(first < 0 ? 'every item agrees within 0.5 px' : `first disagreement: item ${first}`);
  return lines;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const layout = layoutByNameOrCode(args.layout);
  if (!layout) throw new Error(`unknown layout '${args.layout}'\n${USAGE}`);
  const full = layoutCase(layout, args.seed);
  const base = fullReduction(full);
  const c = reduce(full, {
    items: args.items ?? base.items,
    keep: args.keep ?? base.keep,
    externalInfoRenderer: args.noInfoRenderer ? false : base.externalInfoRenderer,
  });
  const setup = caseSetup(c);
  const engine: Engine = args.engine === 'wasm' ? await createWasmEngine() : createTsEngine();
  const ours = ourOutcome(engine, c, setup);
  const reference = referenceOutcome(c, setup);
  const other = args.engine === 'wasm' ? createTsEngine() : await createWasmEngine();
  const identity = identityDisagreement(ours, ourOutcome(other, c, setup));

  const out = [
    `${layout} seed ${c.seed}: ${c.items.length} items, container ${c.container.width} x ${c.container.height}, viewport ${setup.viewport.width} x ${setup.viewport.height}` +
      (c.externalInfoRenderer ? ', text info rendered beside items' : ''),
    `options: ${JSON.stringify(c.options)}`,
    `layout params (ours): ${JSON.stringify(resolveLayoutParams(setup.options, c.container, { viewport: setup.viewport }))}`,
    `gallery dimensions (reference): ${JSON.stringify(setup.dimensions)}`,
    `processed options (reference, geometry): ${JSON.stringify(geometryOptions(setup.options))}`,
    'error' in ours ? `ours (${args.engine}) failed: ${ours.error}` : `ours: ${args.engine}`,
    'error' in reference
      ? `the reference failed: ${reference.error}`
      : 'reference: pro-gallery 5.0.148',
    ...('rects' in reference && reference.deviation
      ? [
          `documented deviation '${reference.deviation.name}' from item ${reference.deviation.fromItem}: later items are held to sanity only`,
        ]
      : []),
    identity === null ? 'wasm = ts bit for bit' : `wasm vs ts: ${identity}`,
    '',
    ...rows(ours, reference, c.items.length, args.all),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
