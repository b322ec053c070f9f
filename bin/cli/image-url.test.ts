// `tessera image-url` through the real launcher: addresses line for line as the engine builds
// them (both engines, byte-identical), the host option, and a bad line named by its number.

import { beforeAll, describe, expect, test } from 'vitest';
import {
  createTsEngine,
  DEFAULT_IMAGE_HOST,
  type Engine,
  type ImageUrlRequest,
} from '../../bindings/index.ts';
import { runTessera } from './spawn-tessera.ts';

const REQUESTS: ImageUrlRequest[] = [
  {
    fit: 'fill',
    id: '8bb438_5c7d~mv2.jpg',
    width: 4000,
    height: 3000,
    targetWidth: 400,
    targetHeight: 300,
  },
  {
    fit: 'fit',
    id: 'a.png',
    width: 100,
    height: 100,
    targetWidth: 400,
    targetHeight: 300,
    options: { upscaleMethod: 'super' },
  },
  {
    fit: 'crop',
    id: 'b.jpeg',
    width: 4000,
    height: 3000,
    targetWidth: 300,
    targetHeight: 300,
    crop: { x: 100, y: 200, width: 1000, height: 800 },
    options: {
      quality: 60,
      unsharpMask: { radius: 1, amount: 2, threshold: 0.5 },
      filters: { blur: 5 },
      name: 'Sea view.jpg',
    },
  },
  { fit: 'fill', id: 'logo.svg', width: 10, height: 10, targetWidth: 10, targetHeight: 10 },
  {
    fit: 'fill',
    id: 'c.jpg',
    width: 4000,
    height: 3000,
    targetWidth: 400,
    targetHeight: 300,
    variant: 'low-res',
  },
];
const STDIN = `${REQUESTS.map((r) => JSON.stringify(r)).join('\n')}\n`;

let engine: Engine;
beforeAll(() => {
  engine = createTsEngine();
});

describe.each(['wasm', 'ts'])('tessera image-url --engine %s', (backend) => {
  test('prints one address per request, in order', async () => {
    const run = await runTessera(['image-url', '--engine', backend], STDIN);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${engine.imageUrls(REQUESTS).join('\n')}\n`);
    expect(run.stdout.split('\n')[0]).toBe(
      `${DEFAULT_IMAGE_HOST}8bb438_5c7d~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/8bb438_5c7d~mv2.jpg`,
    );
  });
});

test('--host sets the host; blank lines are skipped', async () => {
  const run = await runTessera(
    ['image-url', '--host', 'https://img.example.org/'],
    `\n${JSON.stringify(REQUESTS[0])}\n\n`,
  );
  expect(run.status).toBe(0);
  expect(run.stdout).toBe(
    'https://img.example.org/8bb438_5c7d~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/8bb438_5c7d~mv2.jpg\n',
  );
});

describe('a bad line is named, and nothing is printed', () => {
  const good = JSON.stringify(REQUESTS[0]);
  test.each([
    ['bad JSON', '{"fit":', /^tessera image-url: line 2: not valid JSON \(.+\)$/],
    [
      'not an object',
      '[1]',
      'tessera image-url: line 2: the request must be an object with fit, id, width, height, targetWidth and targetHeight',
    ],
    [
      'an unknown fit',
      JSON.stringify({ ...REQUESTS[0], fit: 'stretch' }),
      'tessera image-url: line 2: fit must be one of "fill", "fit", "crop"',
    ],
    [
      'an id missing',
      JSON.stringify({ ...REQUESTS[0], id: undefined }),
      'tessera image-url: line 2: id must be a string',
    ],
    [
      'a width a string',
      JSON.stringify({ ...REQUESTS[0], width: '4000' }),
      'tessera image-url: line 2: width must be a finite number',
    ],
    [
      'a negative target',
      JSON.stringify({ ...REQUESTS[0], targetHeight: -1 }),
      'tessera image-url: line 2: targetHeight must not be negative',
    ],
    [
      'a crop fit without crop',
      JSON.stringify({ ...REQUESTS[0], fit: 'crop' }),
      'tessera image-url: line 2: crop must be an object with x, y, width and height',
    ],
    [
      'a bad quality',
      JSON.stringify({ ...REQUESTS[0], options: { quality: 'high' } }),
      'tessera image-url: line 2: options.quality must be a finite number',
    ],
    [
      'a bad upscale method',
      JSON.stringify({ ...REQUESTS[0], options: { upscaleMethod: 'ai' } }),
      /^tessera image-url: line 2: options\.upscaleMethod must be one of "auto", "classic", "super"$/,
    ],
  ])('%s', async (_what, line, message) => {
    const run = await runTessera(['image-url'], `${good}\n${line}\n${good}\n`);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const said = run.stderr.replace(/\n$/, '');
    expect(said).not.toContain('\n');
    if (typeof message === 'string') expect(said).toBe(message);
    else expect(said).toMatch(message);
  });

  test.each([
    [['image-url', '--host'], 'tessera image-url: --host needs a value: a URL'],
    [
      ['image-url', '--host', 'javascript:alert(1)//'],
      "tessera image-url: --host must start with http://, https:// or /: 'javascript:alert(1)//'",
    ],
    [['image-url', '--engine', 'gpu'], "tessera image-url: unknown engine 'gpu': use wasm or ts"],
    [
      ['image-url', '--fast'],
      "tessera image-url: unknown argument '--fast' (see tessera image-url --help)",
    ],
  ])('tessera %j', async (args, message) => {
    const run = await runTessera(args, `${good}\n`);
    expect(run).toEqual({ status: 2, stdout: '', stderr: `${message}\n` });
  });
});

describe('--keep-going: a bad line keeps its place and the good ones get their addresses', () => {
  const good = REQUESTS.map((r) => JSON.stringify(r));
  test('an empty line in place of each bad one, its error on stderr, exit code 2', async () => {
    const stdin = [
      good[0],
      '{"fit":',
      good[1],
      '',
      JSON.stringify({ ...REQUESTS[2], width: -5 }),
      good[3],
    ];
    const run = await runTessera(['image-url', '--keep-going'], `${stdin.join('\n')}\n`);
    const [first, second, , fourth] = engine.imageUrls(REQUESTS);
    expect(run.stdout).toBe(`${first}\n\n${second}\n\n${fourth}\n`);
    const errors = run.stderr.split('\n');
    expect(errors[0]).toMatch(/^tessera image-url: line 2: not valid JSON \(.+\)$/);
    expect(errors.slice(1)).toEqual(['tessera image-url: line 5: width must not be negative', '']);
    expect(run.status).toBe(2);
  });

  test('a batch without bad lines prints as without the flag and exits 0', async () => {
    const run = await runTessera(['image-url', '--keep-going'], STDIN);
    expect(run).toEqual({
      status: 0,
      stdout: `${engine.imageUrls(REQUESTS).join('\n')}\n`,
      stderr: '',
    });
  });
});

test('the crawler and webp/avif options, a media folder in the id and an unknown side', async () => {
  const lines = [
    { ...REQUESTS[0], options: { devicePixelRatio: 2, isSEOBot: true } },
    { ...REQUESTS[2], id: 'b.webp', options: { allowWebpAvifTransforms: true } },
    { ...REQUESTS[0], id: 'Media/8bb438_5c7d~mv2.jpg' },
    { ...REQUESTS[1], width: 0, options: {} },
  ];
  const run = await runTessera(['image-url'], lines.map((r) => JSON.stringify(r)).join('\n'));
  expect(run.stderr).toBe('');
  expect(run.stdout.split('\n').slice(0, 4)).toEqual([
    `${DEFAULT_IMAGE_HOST}8bb438_5c7d~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/8bb438_5c7d~mv2.jpg`,
    `${DEFAULT_IMAGE_HOST}b.webp/v1/crop/x_100,y_200,w_1000,h_800/fill/w_300,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/b.webp`,
    'https://static.wixstatic.com/Media/8bb438_5c7d~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/8bb438_5c7d~mv2.jpg',
    `${DEFAULT_IMAGE_HOST}a.png/v1/fit/w_400,h_100,q_85,usm_0.66_1.00_0.01,enc_auto/a.png`,
  ]);
});

test('tessera image-url --help describes the input', async () => {
  const run = await runTessera(['image-url', '--help']);
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^Usage: tessera image-url \[--host URL\]/);
  expect(run.stdout).toContain('--keep-going');
});
