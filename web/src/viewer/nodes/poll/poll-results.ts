// What a poll shows of its results, per its permissions (spec/000 §3: "votes and voters per its
// permissions"): everyone sees them, or only those who voted, or only the poll's creator.

import type { PollModel } from './poll-data.ts';
import type { PollResults, PollVoter } from './poll-service.ts';

export interface OptionResult {
  count: number;
  /** Whole percent of all votes. */
  percent: number;
  voters: readonly PollVoter[];
}

export interface ShownResults {
  total: number;
  byOption: ReadonlyMap<string, OptionResult>;
}

export function mayShowResults(model: PollModel, results: PollResults): boolean {
  const creator = results.isCreator === true;
  if (model.visibility === 'CREATOR') return creator;
  if (model.visibility === 'VOTERS') return creator || results.ownVotes.length > 0;
  return true;
}

export function shownResults(
  model: PollModel,
  results: PollResults | undefined,
): ShownResults | undefined {
  if (!results || !mayShowResults(model, results)) return undefined;
  const count = (key: string) => Math.max(0, results.counts[key] ?? 0);
  const total = model.options.reduce((sum, option) => sum + count(option.key), 0);
  const byOption = new Map<string, OptionResult>();
  for (const option of model.options) {
    const votes = count(option.key);
    byOption.set(option.key, {
      count: votes,
      percent: total === 0 ? 0 : Math.round((votes / total) * 100),
      voters: model.showVoters ? (results.voters?.[option.key] ?? []) : [],
    });
  }
  return { total, byOption };
}
