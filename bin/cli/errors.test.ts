// Everything the command line refuses: exit code 2, nothing on stdout, and exactly one line on
// stderr naming what is wrong.

import { describe, expect, test } from 'vitest';
import { LAYOUT_ERRORS } from '../../bindings/index.ts';
import { type Run, runLayout, runTessera } from './spawn-tessera.ts';

const OK_ITEM = { id: 'a', width: 400, height: 300 };
const OK_CONTAINER = { width: 1000, height: 700 };
const MASONRY = {
  layoutParams: { structure: { galleryLayout: 1, layoutOrientation: 'VERTICAL' } },
};

function expectRefused(run: Run, message: string): void {
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(`${message}\n`);
  expect(run.status).toBe(2);
}

function gallery(items: unknown, rest: Record<string, unknown> = {}): Record<string, unknown> {
  return { items, container: OK_CONTAINER, options: MASONRY, ...rest };
}

// [what is wrong, stdin, the whole stderr line after `tessera layout: `]
const BAD_INPUT: [string, string, string | RegExp][] = [
  ['empty stdin', '', 'stdin is empty: expected a JSON object with items and container'],
  ['blank stdin', ' \n\t', 'stdin is empty: expected a JSON object with items and container'],
  ['bad JSON', '{"items": [', /^stdin is not valid JSON \(.+\)$/],
  ['bad JSON over several lines', '{\n"items": [\n}\n', /^stdin is not valid JSON \(.+\)$/],
  ['a JSON array', '[]', 'the input must be a JSON object with items and container'],
  ['JSON null', 'null', 'the input must be a JSON object with items and container'],
  ['items missing', JSON.stringify({ container: OK_CONTAINER }), 'items must be an array'],
  ['items an object', JSON.stringify(gallery({ 0: OK_ITEM })), 'items must be an array'],
  ['an item not an object', JSON.stringify(gallery([OK_ITEM, 7])), 'items[1] must be an object'],
  ['an item an array', JSON.stringify(gallery([[1, 2]])), 'items[0] must be an object'],
  [
    'an id missing',
    JSON.stringify(gallery([OK_ITEM, OK_ITEM, OK_ITEM, { width: 1, height: 1 }])),
    'items[3].id must be a string or a finite number',
  ],
  [
    'an id null',
    JSON.stringify(gallery([{ ...OK_ITEM, id: null }])),
    'items[0].id must be a string or a finite number',
  ],
  [
    'an id boolean',
    JSON.stringify(gallery([{ ...OK_ITEM, id: true }])),
    'items[0].id must be a string or a finite number',
  ],
  [
    'an id object',
    JSON.stringify(gallery([{ ...OK_ITEM, id: { x: 1 } }])),
    'items[0].id must be a string or a finite number',
  ],
  [
    'an id too large for a number',
    '{"items":[{"id":1e999,"width":1,"height":1}],"container":{"width":100}}',
    'items[0].id must be a string or a finite number',
  ],
  [
    'a width missing',
    JSON.stringify(gallery([OK_ITEM, OK_ITEM, OK_ITEM, { id: 'd', height: 1 }])),
    'items[3].width must be a finite number',
  ],
  [
    'a width a string',
    JSON.stringify(gallery([{ ...OK_ITEM, width: '400' }])),
    'items[0].width must be a finite number',
  ],
  [
    'a width infinite',
    '{"items":[{"id":"a","width":1e999,"height":1}],"container":{"width":100}}',
    'items[0].width must be a finite number',
  ],
  [
    'a width negative',
    JSON.stringify(gallery([{ ...OK_ITEM, width: -4 }])),
    'items[0].width must not be negative',
  ],
  [
    'a height null',
    JSON.stringify(gallery([OK_ITEM, { ...OK_ITEM, height: null }])),
    'items[1].height must be a finite number',
  ],
  [
    'a height a boolean',
    JSON.stringify(gallery([{ ...OK_ITEM, height: false }])),
    'items[0].height must be a finite number',
  ],
  [
    'container missing',
    JSON.stringify({ items: [OK_ITEM] }),
    'container must be an object with width and height',
  ],
  [
    'container a number',
    JSON.stringify(gallery([OK_ITEM], { container: 1000 })),
    'container must be an object with width and height',
  ],
  [
    'container width missing',
    JSON.stringify(gallery([OK_ITEM], { container: { height: 5 } })),
    'container.width must be a finite number',
  ],
  [
    'container width a string',
    JSON.stringify(gallery([OK_ITEM], { container: { width: '1000px' } })),
    'container.width must be a finite number',
  ],
  [
    'container height a string',
    JSON.stringify(gallery([OK_ITEM], { container: { width: 1000, height: 'auto' } })),
    'container.height must be a finite number',
  ],
  [
    'options an array',
    JSON.stringify(gallery([OK_ITEM], { options: [] })),
    'options must be an object',
  ],
  [
    'options a string',
    JSON.stringify(gallery([OK_ITEM], { options: 'masonry' })),
    'options must be an object',
  ],
];

describe('tessera layout refuses bad input', () => {
  test.each(BAD_INPUT)('%s', async (_what, stdin, message) => {
    const run = await runTessera(['layout'], stdin);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.endsWith('\n')).toBe(true);
    const line = run.stderr.slice(0, -1);
    expect(line).not.toContain('\n');
    expect(line.startsWith('tessera layout: ')).toBe(true);
    const said = line.slice('tessera layout: '.length);
    if (typeof message === 'string') expect(said).toBe(message);
    else expect(said).toMatch(message);
  });

  test('the first bad item is the one named, whatever follows it', async () => {
    const items = [OK_ITEM, OK_ITEM, { id: 'c', width: 'x', height: null }, { id: null }];
    expectRefused(
      await runTessera(['layout'], JSON.stringify(gallery(items))),
      'tessera layout: items[2].width must be a finite number',
    );
  });
});

describe.each(['wasm', 'ts'])(
  'tessera layout --engine %s: layouts that cannot be made',
  (engine) => {
    test('a container 0 px wide gives the spec message', async () => {
      const run = await runLayout(
        engine,
        gallery([OK_ITEM], { container: { width: 0, height: 700 } }),
      );
      expectRefused(run, `tessera layout: ${LAYOUT_ERRORS[1]}`);
    });

    test('a negative container width gives the spec message', async () => {
      const run = await runLayout(
        engine,
        gallery([OK_ITEM], { container: { width: -300, height: 700 } }),
      );
      expectRefused(run, `tessera layout: ${LAYOUT_ERRORS[1]}`);
    });

    test('a container over 10,000,000 px wide gives the spec message', async () => {
      const run = await runLayout(
        engine,
        gallery([OK_ITEM], { container: { width: 2e7, height: 700 } }),
      );
      expectRefused(run, `tessera layout: ${LAYOUT_ERRORS[5]}`);
    });
  },
);

describe('bad arguments', () => {
  const input = JSON.stringify(gallery([OK_ITEM]));

  test.each([
    [['layout', '--engine', 'gpu'], "tessera layout: unknown engine 'gpu': use wasm or ts"],
    [['layout', '--engine=WASM'], "tessera layout: unknown engine 'WASM': use wasm or ts"],
    [['layout', '--engine'], 'tessera layout: --engine needs a value: wasm or ts'],
    [
      ['layout', '--pretty'],
      "tessera layout: unknown argument '--pretty' (see tessera layout --help)",
    ],
    [['layout', 'extra'], "tessera layout: unknown argument 'extra' (see tessera layout --help)"],
    [['paint'], "tessera: unknown command 'paint' (see tessera --help)"],
    [['--engine', 'ts'], "tessera: unknown command '--engine' (see tessera --help)"],
    [[], 'tessera: missing command (see tessera --help)'],
  ])('tessera %j', async (args, message) => {
    expectRefused(await runTessera(args, input), message);
  });
});
