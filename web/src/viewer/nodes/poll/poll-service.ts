// The host's poll service (spec/000 §7: the viewer has no backend of its own; a host that runs
// polls passes one in ViewerServices). Without one a poll is read-only.

/** Someone who voted, as the host shows them. */
export interface PollVoter {
  name: string;
  /** An http(s) address of their picture. */
  imageUrl?: string;
}

/** A poll's results as the visitor may see them. */
export interface PollResults {
  /** Votes per option id. */
  counts: Readonly<Record<string, number>>;
  /** The options the visitor voted for. */
  ownVotes: readonly string[];
  /** Who voted for each option, most recent first (shown when the poll shows voters). */
  voters?: Readonly<Record<string, readonly PollVoter[]>>;
  /** The visitor made the poll (results a poll shows to its creator only). */
  isCreator?: boolean;
  /** false when the visitor may not vote (a poll for site members, say): shown read-only. */
  canVote?: boolean;
}

export interface PollService {
  /** The current results of a poll; the content's own (if any) show until it resolves. */
  results?(pollId: string): Promise<PollResults>;
  /**
   * Makes `optionIds` the visitor's votes; resolves to the new results. A rejection shows a toast
   * (spec/000 §8): "no internet" when the browser is offline or the error has `offline: true`,
   * "couldn't connect to server" otherwise.
   */
  vote(pollId: string, optionIds: readonly string[]): Promise<PollResults>;
}
