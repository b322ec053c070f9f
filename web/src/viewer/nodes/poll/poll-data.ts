// POLL data as documents carry it: the current shape (pollData.poll with options, settings
// .permissions, layout.poll / layout.options, design.poll.background) and the older one (options
// with optionId, count and latestVoters; settings.resultsVisibility, multipleVotes, votesDisplay;
// layout.option; design.poll.backgroundType + background), which also carries results.

import type { RicosNode } from '../../../content/node.ts';
import { isValidColor } from '../../../content/colors.ts';
import { type ImageSource, readImageSource } from '../app-embed/image-source.ts';
import {
  asRecord,
  type DataRecord,
  nodeData,
  readBoolean,
  readEnum,
  readNumber,
  readString,
} from '../data.ts';
import type { PollResults } from './poll-service.ts';

/** Who sees the results: everyone, those who voted, or the poll's creator only. */
export type ResultsVisibility = 'EVERYONE' | 'VOTERS' | 'CREATOR';

export type PollBackground =
  | { type: 'COLOR'; color: string }
  | { type: 'GRADIENT'; angle: number; start: string; end: string }
  | { type: 'IMAGE'; image: ImageSource };

export interface PollOption {
  /** The option's id, or `option-{index}` when the data has none (such a poll cannot be voted on). */
  key: string;
  id: string | undefined;
  title: string;
  image: ImageSource | undefined;
}

export interface PollModel {
  id: string | undefined;
  title: string;
  image: ImageSource | undefined;
  options: PollOption[];
  multiple: boolean;
  visibility: ResultsVisibility;
  showVotesCount: boolean;
  showVoters: boolean;
  layout: 'LIST' | 'GRID';
  direction: 'ltr' | 'rtl' | undefined;
  showPollImage: boolean;
  showOptionImages: boolean;
  background: PollBackground | undefined;
  radius: number;
  optionRadius: number;
  /** Results the document itself carries (older documents), or undefined. */
  results: PollResults | undefined;
}

const OLD_VISIBILITY: Readonly<Record<string, ResultsVisibility>> = {
  ALWAYS: 'EVERYONE',
  VOTERS_ONLY: 'VOTERS',
  ONLY_ME: 'CREATOR',
};

function readVisibility(settings: DataRecord | undefined): ResultsVisibility {
  const view = readEnum(asRecord(settings?.permissions), 'view', [
    'EVERYONE',
    'VOTERS',
    'CREATOR',
  ] as const);
  return view ?? OLD_VISIBILITY[readString(settings, 'resultsVisibility') ?? ''] ?? 'EVERYONE';
}

function readBackground(design: DataRecord | undefined): PollBackground | undefined {
  const background = asRecord(design?.background);
  const type = readString(background, 'type') ?? readString(design, 'backgroundType');
  if (type === 'COLOR') {
    const color = readString(background, 'color') ?? readString(design, 'background');
    return isValidColor(color) ? { type, color } : undefined;
  }
  if (type === 'GRADIENT') {
    const gradient = asRecord(background?.gradient) ?? asRecord(design?.background);
    const start = readString(gradient, 'startColor');
    const end = readString(gradient, 'lastColor');
    if (!isValidColor(start) || !isValidColor(end)) return undefined;
    return { type, angle: readNumber(gradient, 'angle') ?? 0, start, end };
  }
  if (type === 'IMAGE') {
    const image = readImageSource(background?.image ?? design?.background);
    return image ? { type, image } : undefined;
  }
  return undefined;
}

function readOptions(poll: DataRecord): PollOption[] {
  const list = Array.isArray(poll.options) ? poll.options : [];
  return list.flatMap((value: unknown, index) => {
    const option = asRecord(value);
    if (!option) return [];
    const id = readString(option, 'id') ?? readString(option, 'optionId');
    return [
      {
        key: id ?? `option-${index}`,
        id,
        title: readString(option, 'title') ?? '',
        image: readImageSource(option.image ?? option.mediaId),
      },
    ];
  });
}

/** Results in the older shape: counts and own votes written into the document. */
function readStoredResults(poll: DataRecord): PollResults | undefined {
  const list = Array.isArray(poll.options) ? poll.options : [];
  const counts: Record<string, number> = {};
  for (const value of list) {
    const option = asRecord(value);
    const id = readString(option, 'optionId') ?? readString(option, 'id');
    const count = readNumber(option, 'count');
    if (id !== undefined && count !== undefined && count >= 0) counts[id] = count;
  }
  if (Object.keys(counts).length === 0) return undefined;
  const own = Array.isArray(poll.ownVotes) ? poll.ownVotes : [];
  return {
    counts,
    ownVotes: own.filter((id): id is string => typeof id === 'string'),
    isCreator: readBoolean(poll, 'creatorFlag') ?? false,
  };
}

export function readPoll(node: RicosNode): PollModel | Error {
  const data = nodeData(node, 'pollData');
  const poll = asRecord(data.poll);
  if (!poll) return new Error('POLL: pollData.poll is missing');
  const settings = asRecord(poll.settings);
  const layout = asRecord(data.layout);
  const pollLayout = asRecord(layout?.poll);
  const optionLayout = asRecord(layout?.options) ?? asRecord(layout?.option);
  const design = asRecord(data.design);
  const pollDesign = asRecord(design?.poll);
  const optionDesign = asRecord(design?.options) ?? asRecord(design?.option);
  const direction = readEnum(pollLayout, 'direction', ['LTR', 'RTL'] as const);
  return {
    id: readString(poll, 'id') ?? readString(poll, 'pollId'),
    title: readString(poll, 'title') ?? '',
    image: readImageSource(poll.image ?? poll.mediaId),
    options: readOptions(poll),
    multiple:
      readBoolean(asRecord(settings?.permissions), 'allowMultipleVotes') ??
      readBoolean(settings, 'multipleVotes') ??
      false,
    visibility: readVisibility(settings),
    showVotesCount:
      readBoolean(settings, 'showVotesCount') ?? readBoolean(settings, 'votesDisplay') ?? true,
    showVoters:
      readBoolean(settings, 'showVoters') ?? readBoolean(settings, 'votersDisplay') ?? true,
    layout: readEnum(pollLayout, 'type', ['LIST', 'GRID'] as const) ?? 'LIST',
    direction: direction === undefined ? undefined : direction === 'RTL' ? 'rtl' : 'ltr',
    showPollImage: readBoolean(pollLayout, 'enableImage') ?? false,
    showOptionImages: readBoolean(optionLayout, 'enableImage') ?? false,
    background: readBackground(pollDesign),
    radius: readNumber(pollDesign, 'borderRadius') ?? 0,
    optionRadius: readNumber(optionDesign, 'borderRadius') ?? 0,
    results: readStoredResults(poll),
  };
}
