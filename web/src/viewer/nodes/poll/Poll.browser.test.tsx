// POLL in Chromium: voting through a fake poll service (a radio group for one vote, checkboxes for
// several), the two toasts of spec/000 §8 when a vote fails, results per the poll's permissions,
// and a read-only poll without a service.

import axe from 'axe-core';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import type { ViewerServices } from '../../services.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';
import type { PollResults, PollService } from './poll-service.ts';

const pollNode = (settings: Record<string, unknown>, design?: unknown): RicosNode => ({
  type: 'POLL',
  id: 'poll',
  nodes: [],
  pollData: {
    containerData: { width: { size: 'CONTENT' } },
    poll: {
      id: 'breakfast',
      title: 'Where do we have breakfast?',
      options: [
        { id: 'cafe', title: 'Cafe Nordoy' },
        { id: 'hotel', title: 'Hotel Montefiore' },
        { id: 'home', title: 'At home' },
      ],
      settings,
    },
    layout: { poll: { type: 'LIST', direction: 'LTR' }, options: { enableImage: false } },
    design: design ?? {
      poll: {
        background: {
          type: 'GRADIENT',
          gradient: { angle: 45, startColor: '#EF4538', lastColor: '#488FFE' },
        },
      },
    },
  },
});

const ONE_VOTE = {
  permissions: { view: 'VOTERS', vote: 'ALL', allowMultipleVotes: false },
  showVoters: true,
  showVotesCount: true,
};

/** A poll service kept in memory: 2 votes for the cafe, 1 for the hotel, before the visitor's. */
function fakeService(fail?: unknown): PollService & { vote: ReturnType<typeof vi.fn> } {
  const counts: Record<string, number> = { cafe: 2, hotel: 1, home: 0 };
  return {
    vote: vi.fn(async (_pollId: string, optionIds: readonly string[]): Promise<PollResults> => {
      if (fail !== undefined) throw fail;
      for (const id of optionIds) counts[id] = (counts[id] ?? 0) + 1;
      return {
        counts: { ...counts },
        ownVotes: [...optionIds],
        voters: { cafe: [{ name: 'Dana' }, { name: 'Avi' }] },
      };
    }),
  };
}

function renderPoll(node: RicosNode, services?: ViewerServices) {
  return render(
    <main>
      <Viewer content={{ nodes: [node] }} services={services} logger={recordingLogger()} />
    </main>,
  );
}

test('one vote: a radio group; the vote is sent and the results the voter may see appear', async () => {
  const service = fakeService();
  const screen = await renderPoll(pollNode(ONE_VOTE), { poll: service });
  const group = screen.getByRole('group', { name: 'Where do we have breakfast?' });
  await expect.element(group).toBeVisible();
  expect(group.getByRole('radio').elements()).toHaveLength(3);
  // Results are for voters only: none yet.
  expect(screen.container.textContent).not.toContain('%');
  const vote = screen.getByRole('button', { name: 'Vote' });
  await expect.element(vote).toBeDisabled();

  await group.getByRole('radio', { name: 'Cafe Nordoy' }).click();
  await vote.click();
  expect(service.vote).toHaveBeenCalledWith('breakfast', ['cafe']);
  await expect.element(group.getByRole('radio', { name: /Cafe Nordoy/ })).toBeChecked();
  await expect.element(screen.getByText('4 votes', { exact: true })).toBeVisible();
  const cafe = screen
    .getByRole('radio', { name: /Cafe Nordoy/ })
    .element()
    .closest('label')!;
  expect(cafe.textContent).toContain('Cafe Nordoy 75% · 3 votes');
  // The voters the service names, under the option they voted for.
  const voters = screen.getByRole('list', { name: 'Voters' });
  expect(
    voters
      .getByRole('listitem')
      .elements()
      .map((voter) => voter.getAttribute('title')),
  ).toEqual(['Dana', 'Avi']);
  await expect.element(voters).toHaveAccessibleName('Voters');
});

test('the keyboard: Tab into the group, arrows move the choice, Enter sends it', async () => {
  const service = fakeService();
  const screen = await renderPoll(pollNode(ONE_VOTE), { poll: service });
  await expect.element(screen.getByRole('group')).toBeVisible();
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await expect.element(screen.getByRole('radio', { name: 'Cafe Nordoy' })).toBeChecked();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(screen.getByRole('radio', { name: 'Hotel Montefiore' })).toBeChecked();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => service.vote.mock.calls).toEqual([['breakfast', ['hotel']]]);
});

test("the service's results show at once: the visitor's own vote ticked, the counts beside", async () => {
  const service: PollService = {
    results: async () => ({ counts: { cafe: 1, hotel: 3, home: 0 }, ownVotes: ['hotel'] }),
    vote: vi.fn(),
  };
  const screen = await renderPoll(pollNode(ONE_VOTE), { poll: service });
  await expect.element(screen.getByRole('radio', { name: /Hotel Montefiore/ })).toBeChecked();
  await expect.element(screen.getByText('4 votes', { exact: true })).toBeVisible();
  const hotel = screen
    .getByRole('radio', { name: /Hotel Montefiore/ })
    .element()
    .closest('label')!;
  expect(hotel.textContent).toContain('Hotel Montefiore 75% · 3 votes');
});

test('a visitor the service does not let vote sees the poll read-only', async () => {
  const service: PollService = {
    results: async () => ({ counts: { cafe: 1 }, ownVotes: [], canVote: false }),
    vote: vi.fn(),
  };
  const screen = await renderPoll(pollNode(ONE_VOTE), { poll: service });
  await expect.poll(() => screen.container.querySelector('input')).toBeNull();
  await expect
    .element(screen.getByRole('group', { name: 'Where do we have breakfast?' }))
    .toMatchTextContent('At home');
});

test('several votes: a checkbox group', async () => {
  const service = fakeService();
  const screen = await renderPoll(
    pollNode({ ...ONE_VOTE, permissions: { view: 'EVERYONE', allowMultipleVotes: true } }),
    { poll: service },
  );
  await screen.getByRole('checkbox', { name: 'Cafe Nordoy' }).click();
  await screen.getByRole('checkbox', { name: 'At home' }).click();
  await screen.getByRole('button', { name: 'Vote' }).click();
  expect(service.vote).toHaveBeenCalledWith('breakfast', ['cafe', 'home']);
  await expect.element(screen.getByText('5 votes', { exact: true })).toBeVisible();
});

test("a failed vote: 'Couldn't connect to server. Try again later.'", async () => {
  const screen = await renderPoll(pollNode(ONE_VOTE), {
    poll: fakeService(new Error('503')),
  });
  await screen.getByRole('radio', { name: 'At home' }).click();
  await screen.getByRole('button', { name: 'Vote' }).click();
  await expect
    .element(screen.getByRole('alert'))
    .toHaveTextContent("Couldn't connect to server. Try again later.×");
  // Closing it, and nothing counted.
  await screen.getByRole('button', { name: 'Close' }).click();
  await expect.element(screen.getByRole('alert')).toHaveTextContent('');
  expect(screen.container.textContent).not.toContain('%');
});

test("a vote without a connection: 'No internet. Check your connection.'", async () => {
  const screen = await renderPoll(pollNode(ONE_VOTE), {
    poll: fakeService({ offline: true }),
  });
  await screen.getByRole('radio', { name: 'At home' }).click();
  await screen.getByRole('button', { name: 'Vote' }).click();
  await expect
    .element(screen.getByRole('alert'))
    .toMatchTextContent('No internet. Check your connection.');
});

test('without a poll service the poll is read-only, with the results its data permits', async () => {
  const node = pollNode(ONE_VOTE);
  const older = {
    ...node,
    pollData: {
      ...(node.pollData as object),
      poll: {
        pollId: 'breakfast',
        title: 'Where do we have breakfast?',
        options: [
          { optionId: 'cafe', title: 'Cafe Nordoy', count: 1 },
          { optionId: 'hotel', title: 'Hotel Montefiore', count: 3 },
        ],
        settings: { resultsVisibility: 'ALWAYS', votesDisplay: false },
      },
    },
  };
  const screen = await renderPoll(older);
  await expect.element(screen.getByText(/Hotel Montefiore/)).toBeVisible();
  expect(screen.container.querySelector('input, button')).toBeNull();
  const hotel = screen
    .getByText(/Hotel Montefiore/)
    .element()
    .closest('li')!;
  // Shares shown, counts not (votesDisplay false).
  expect(hotel.textContent).toBe('Hotel Montefiore 75%');
});

test('axe-core finds no violations: a voting poll with results and an image background', async () => {
  const service = fakeService();
  const screen = await renderPoll(
    pollNode(ONE_VOTE, {
      poll: { background: { type: 'COLOR', color: '#EF4538' }, borderRadius: 8 },
    }),
    { poll: service },
  );
  await screen.getByRole('radio', { name: 'Cafe Nordoy' }).click();
  await screen.getByRole('button', { name: 'Vote' }).click();
  await expect.element(screen.getByText('4 votes', { exact: true })).toBeVisible();
  const result = await axe.run(screen.container);
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
});

test('a GRID poll lays its options side by side; a LIST poll one under another', async () => {
  const laidOut = (type: 'GRID' | 'LIST'): RicosNode => {
    const node = pollNode(ONE_VOTE);
    const data = node.pollData as { poll: { title: string }; layout: { poll: { type: string } } };
    data.poll.title = `A ${type} poll`;
    data.layout.poll.type = type;
    return { ...node, id: type };
  };
  const screen = await render(
    <main>
      <Viewer content={{ nodes: [laidOut('GRID'), laidOut('LIST')] }} logger={recordingLogger()} />
    </main>,
  );
  const tops = async (name: string) => {
    const poll = screen.getByRole('group', { name });
    await expect.element(poll).toBeVisible();
    return ['Cafe Nordoy', 'Hotel Montefiore'].map(
      (text) => poll.getByText(text).element().getBoundingClientRect().top,
    );
  };
  const [gridCafe, gridHotel] = await tops('A GRID poll');
  expect(gridHotel).toBe(gridCafe);
  const [listCafe, listHotel] = await tops('A LIST poll');
  expect(listHotel).toBeGreaterThan(listCafe!);
});
