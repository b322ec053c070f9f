// POLL in Node: both shapes of poll data, results per permissions, and the server's markup.

import { describe, expect, test } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { readPoll, type PollModel } from './poll-data.ts';
import { shownResults } from './poll-results.ts';

export const pollNode = (
  poll: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): RicosNode => ({
  type: 'POLL',
  id: 'poll',
  nodes: [],
  pollData: {
    containerData: { width: { size: 'CONTENT' } },
    poll,
    layout: { poll: { type: 'LIST', direction: 'LTR' }, options: { enableImage: false } },
    ...extra,
  },
});

const current = {
  id: 'p1',
  title: 'Breakfast?',
  options: [
    { id: 'a', title: 'Cafe Nordoy' },
    { id: 'b', title: 'Hotel' },
  ],
  settings: {
    permissions: { view: 'VOTERS', vote: 'ALL', allowMultipleVotes: false },
    showVoters: true,
    showVotesCount: true,
  },
};

const older = {
  pollId: 'p2',
  title: 'Where?',
  ownVotes: ['a'],
  creatorFlag: false,
  options: [
    { optionId: 'a', title: 'Here', count: 3, latestVoters: ['u1'] },
    { optionId: 'b', title: 'There', count: 1 },
  ],
  settings: {
    resultsVisibility: 'ALWAYS',
    multipleVotes: true,
    votesDisplay: true,
    votersDisplay: false,
  },
};

const model = (node: RicosNode) => readPoll(node) as PollModel;

describe('poll data', () => {
  test('the current shape: options, permissions, layout', () => {
    const poll = model(pollNode(current));
    expect(poll.id).toBe('p1');
    expect(poll.options.map((option) => option.title)).toEqual(['Cafe Nordoy', 'Hotel']);
    expect(poll.multiple).toBe(false);
    expect(poll.visibility).toBe('VOTERS');
    expect(poll.results).toBeUndefined();
  });

  test('the older shape carries results: counts and own votes', () => {
    const poll = model(pollNode(older));
    expect(poll.id).toBe('p2');
    expect(poll.multiple).toBe(true);
    expect(poll.visibility).toBe('EVERYONE');
    expect(poll.showVoters).toBe(false);
    expect(poll.results?.counts).toEqual({ a: 3, b: 1 });
    expect(poll.results?.ownVotes).toEqual(['a']);
  });

  test('backgrounds: a gradient with valid colours, a colour, an image; invalid colours dropped', () => {
    const design = (background: unknown) =>
      model(pollNode(current, { design: { poll: { background } } })).background;
    expect(
      design({
        type: 'GRADIENT',
        gradient: { angle: 45, startColor: '#EF4538', lastColor: '#488FFE' },
      }),
    ).toEqual({
      type: 'GRADIENT',
      angle: 45,
      start: '#EF4538',
      end: '#488FFE',
    });
    expect(design({ type: 'COLOR', color: 'rgb(1,2,3)' })).toEqual({
      type: 'COLOR',
      color: 'rgb(1,2,3)',
    });
    expect(design({ type: 'COLOR', color: 'red;background:url(x)' })).toBeUndefined();
    expect(
      design({ type: 'IMAGE', image: { src: { url: 'javascript:alert(1)' } } }),
    ).toBeUndefined();
  });
});

describe('results per permissions', () => {
  const results = { counts: { a: 3, b: 1 }, ownVotes: [] as string[] };
  test('voters only: hidden until the visitor has voted', () => {
    const poll = model(pollNode(current));
    expect(shownResults(poll, results)).toBeUndefined();
    const shown = shownResults(poll, { ...results, ownVotes: ['a'] });
    expect(shown?.total).toBe(4);
    expect(shown?.byOption.get('a')).toMatchObject({ count: 3, percent: 75 });
  });

  test("creator only: shown to the poll's creator", () => {
    const poll = model(pollNode({ ...current, settings: { permissions: { view: 'CREATOR' } } }));
    expect(shownResults(poll, { ...results, ownVotes: ['a'] })).toBeUndefined();
    expect(shownResults(poll, { ...results, isCreator: true })?.total).toBe(4);
  });
});

test('the server renders a read-only poll with the results its data carries', async () => {
  const html = await renderViewerToHtml({
    content: { nodes: [pollNode(older)] },
    logger: recordingLogger(),
  });
  expect(html).toContain('Where?');
  expect(html).toContain('Here');
  expect(html).toContain('75%');
  expect(html).toContain('3 votes');
  expect(html).toContain('4 votes');
  expect(html).not.toContain('<input');
});

test('with a poll service the server renders the voting form', async () => {
  const html = await renderViewerToHtml({
    content: { nodes: [pollNode(current)] },
    logger: recordingLogger(),
    services: { poll: { vote: async () => ({ counts: {}, ownVotes: [] }) } },
  });
  expect(html.match(/type="radio"/g)).toHaveLength(2);
  expect(html).toContain('<legend');
  expect(html).toContain('>Vote</button>');
});

test("an invalid background colour is drawn as the theme's and logged (spec/000 §5)", async () => {
  const errors: unknown[] = [];
  const html = await renderViewerToHtml({
    content: {
      nodes: [
        pollNode(current, {
          design: {
            poll: {
              background: {
                type: 'GRADIENT',
                gradient: { startColor: 'red', lastColor: '#488FFE' },
              },
            },
          },
        }),
      ],
    },
    logger: recordingLogger(),
    onError: (error) => errors.push(error),
  });
  expect(html).toContain('Breakfast?');
  expect(html).not.toContain('linear-gradient');
  expect(errors.map(String)).toEqual([
    'Error: invalid colour value: "red" (pollData.design.poll.background.gradient.startColor)',
  ]);
});

test("pictures: the poll's and its options' when the layout shows them, ids made addresses", async () => {
  const html = await renderViewerToHtml({
    content: {
      nodes: [
        pollNode(
          {
            ...current,
            image: { src: { url: 'https://static.wixstatic.com/media/poll.jpg' } },
            options: [
              { id: 'a', title: 'Cafe', image: { src: { id: '3efa7e_cafe~mv2.png' } } },
              { id: 'b', title: 'Hotel', image: { src: { url: 'javascript:alert(1)' } } },
            ],
          },
          {
            layout: { poll: { type: 'GRID', enableImage: true }, options: { enableImage: true } },
          },
        ),
      ],
    },
    logger: recordingLogger(),
  });
  expect(html).toContain('src="https://static.wixstatic.com/media/poll.jpg"');
  expect(html).toMatch(
    /src="https:\/\/static\.wixstatic\.com\/media\/3efa7e_cafe~mv2\.png\/v1\/fill\/w_300,h_300/,
  );
  expect(html).not.toContain('javascript:');
  expect(html).toContain('data-poll-layout="grid"');
});
