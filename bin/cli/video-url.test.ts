// `tessera video-url` through the real launcher: one link per line in, one JSON result per line
// out, in order; null for anything that is not a media link.

import { describe, expect, test } from 'vitest';
import { buildVideoUrl, parseVideoLink, recognisePlayerUrl } from '../../web/src/media/index.ts';
import { runTessera } from './spawn-tessera.ts';

const LINKS = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
  'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
  '',
  'javascript:alert(1)',
  'vimeo.com/76979871',
  'https://www.tiktok.com/@scout2015/video/6718335390845095173',
  'https://www.twitch.tv/shroud',
  'https://stream.example.com/live/master.m3u8',
];

function outputLines(stdout: string): unknown[] {
  expect(stdout.endsWith('\n')).toBe(true);
  return stdout
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line));
}

describe('tessera video-url', () => {
  test('prints the parsed link of each line, or null, in input order', async () => {
    const run = await runTessera(['video-url'], `${LINKS.join('\n')}\n`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(outputLines(run.stdout)).toStrictEqual([
      { provider: 'youtube', mediaType: 'video', id: 'dQw4w9WgXcQ', params: { start: 90 } },
      null,
      null,
      null,
      { provider: 'vimeo', mediaType: 'video', id: '76979871', params: {} },
      {
        provider: 'tiktok',
        mediaType: 'video',
        id: '6718335390845095173',
        params: {},
        channel: 'scout2015',
      },
      { provider: 'twitch', mediaType: 'stream', params: {}, channel: 'shroud' },
      null,
    ]);
  });

  test('reads Windows line ends and a last line without a newline', async () => {
    const run = await runTessera(
      ['video-url'],
      'https://dai.ly/x7tgad0\r\nhttps://youtu.be/dQw4w9WgXcQ',
    );
    expect(outputLines(run.stdout)).toStrictEqual([
      { provider: 'dailymotion', mediaType: 'video', id: 'x7tgad0', params: {} },
      { provider: 'youtube', mediaType: 'video', id: 'dQw4w9WgXcQ', params: {} },
    ]);
  });

  test('--urls adds the canonical watch and embed addresses', async () => {
    const run = await runTessera(
      ['video-url', '--urls'],
      'https://youtu.be/dQw4w9WgXcQ?t=42\nnot a link\n',
    );
    expect(run.status).toBe(0);
    expect(outputLines(run.stdout)).toStrictEqual([
      {
        provider: 'youtube',
        mediaType: 'video',
        id: 'dQw4w9WgXcQ',
        params: { start: 42 },
        watch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42',
      },
      null,
    ]);
  });

  test('--player prints which player plays each link', async () => {
    const run = await runTessera(['video-url', '--player'], `${LINKS.join('\n')}\n`);
    expect(run.status).toBe(0);
    expect(outputLines(run.stdout)).toStrictEqual([
      { player: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', start: 90 },
      null,
      null,
      null,
      { player: 'vimeo', url: 'https://vimeo.com/76979871' },
      null,
      { player: 'twitch', url: 'https://www.twitch.tv/shroud' },
      { player: 'file', url: 'https://stream.example.com/live/master.m3u8', fileType: 'hls' },
    ]);
  });

  test('prints what the library returns, line for line, for many links', async () => {
    const links = Array.from(
      { length: 500 },
      (_, i) =>
        [
          `https://youtu.be/dQw4w9WgXc${'ABCDEFGHIJ'[i % 10]}?t=${i}`,
          `https://vimeo.com/${i + 1}`,
          `https://x.example/${i}.mp4`,
          `junk ${i}`,
        ][i % 4],
    );
    const [parsed, urls, players] = await Promise.all([
      runTessera(['video-url'], links.join('\n')),
      runTessera(['video-url', '--urls'], links.join('\n')),
      runTessera(['video-url', '--player'], links.join('\n')),
    ]);
    expect(outputLines(parsed.stdout)).toStrictEqual(links.map((link) => parseVideoLink(link)));
    expect(outputLines(urls.stdout)).toStrictEqual(
      links.map((link) => {
        const p = parseVideoLink(link);
        return p && { ...p, watch: buildVideoUrl(p, 'watch'), embed: buildVideoUrl(p, 'embed') };
      }),
    );
    expect(outputLines(players.stdout)).toStrictEqual(
      links.map((link) => recognisePlayerUrl(link)),
    );
  });

  test('empty stdin prints nothing', async () => {
    const run = await runTessera(['video-url'], '');
    expect(run).toStrictEqual({ status: 0, stdout: '', stderr: '' });
  });

  test('--help says what it reads and prints', async () => {
    const run = await runTessera(['video-url', '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: tessera video-url \[--urls \| --player\] < links.txt\n/);
    expect(run.stdout).toContain('--player');
  });

  test('is listed in tessera --help', async () => {
    const run = await runTessera(['--help']);
    expect(run.stdout).toMatch(
      /\n {2}video-url +parse video links read one per line on stdin; print one JSON result per line\n/,
    );
  });

  // [arguments, the whole stderr line]
  const REFUSED: [string[], string][] = [
    [['--bogus'], "tessera video-url: unknown argument '--bogus' (see tessera video-url --help)"],
    [
      ['https://youtu.be/dQw4w9WgXcQ'],
      "tessera video-url: unknown argument 'https://youtu.be/dQw4w9WgXcQ' (see tessera video-url --help)",
    ],
    [['--urls', '--player'], 'tessera video-url: --urls and --player cannot be used together'],
  ];
  test.each(REFUSED)('refuses %j with exit code 2 and one line', async (args, message) => {
    const run = await runTessera(['video-url', ...args], 'https://youtu.be/dQw4w9WgXcQ\n');
    expect(run).toStrictEqual({ status: 2, stdout: '', stderr: `${message}\n` });
  });
});
