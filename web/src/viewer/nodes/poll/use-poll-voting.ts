// Voting through the host's poll service (spec/000 §7), with the toasts of spec/000 §8 when a vote
// fails. The content's own results show until the service answers.

import { useEffect, useState } from 'react';
import type { PollResults, PollService } from './poll-service.ts';

export type PollToast = 'offline' | 'server';

export interface PollVoting {
  results: PollResults | undefined;
  /** The options ticked, not yet sent. */
  selection: ReadonlySet<string>;
  select(optionId: string, checked: boolean): void;
  /** True while a vote is on its way. */
  sending: boolean;
  submit(): void;
  toast: PollToast | undefined;
  dismissToast(): void;
}

function failureKind(error: unknown): PollToast {
  const offline =
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { offline?: unknown }).offline === true);
  return offline ? 'offline' : 'server';
}

export function usePollVoting(
  service: PollService | undefined,
  pollId: string | undefined,
  stored: PollResults | undefined,
  multiple: boolean,
): PollVoting {
  const [results, setResults] = useState(stored);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set(stored?.ownVotes));
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<PollToast>();

  useEffect(() => {
    if (!service?.results || pollId === undefined) return;
    let current = true;
    service.results(pollId).then(
      (fresh) => {
        if (!current) return;
        setResults(fresh);
        setSelection(new Set(fresh.ownVotes));
      },
      // The content's results (or none) stay; the visitor can still vote.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [service, pollId]);

  const select = (optionId: string, checked: boolean) =>
    setSelection((previous) => {
      if (!multiple) return new Set(checked ? [optionId] : []);
      const next = new Set(previous);
      if (checked) next.add(optionId);
      else next.delete(optionId);
      return next;
    });

  const submit = () => {
    if (!service || pollId === undefined || sending) return;
    setSending(true);
    setToast(undefined);
    service.vote(pollId, [...selection]).then(
      (fresh) => {
        setResults(fresh);
        setSelection(new Set(fresh.ownVotes));
        setSending(false);
      },
      (error: unknown) => {
        setToast(failureKind(error));
        setSending(false);
      },
    );
  };

  return {
    results,
    selection,
    select,
    sending,
    submit,
    toast,
    dismissToast: () => setToast(undefined),
  };
}
