import type { Translate } from '../../i18n/translate.ts';

/** "1 vote", "5 votes". */
export function votesText(count: number, t: Translate): string {
  return t(count === 1 ? 'Poll_Votes_One' : 'Poll_Votes_Other', { number: count });
}
