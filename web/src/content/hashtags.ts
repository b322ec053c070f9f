// Hashtags (spec/000 §5): a hash followed by one or more letters, digits or underscores, at the
// start of text or after whitespace. Each links to the site's post search (spec/000 §2).

import type { Decoration } from './types/decorations.ts';

/** spec/000 §2: hashtags link to /search/posts with a query parameter holding "#" + the tag. */
export const HASHTAG_SEARCH_PATH = '/search/posts';
export const HASHTAG_QUERY_PARAMETER = 'query';

const HASHTAG = /(?<=^|\s)#([\p{L}\p{N}_]+)/gu;

export type TextSegment = { text: string; hashtag?: undefined } | { text: string; hashtag: string };

/** The text cut into plain runs and hashtags (`hashtag` is the tag without the hash). */
export function splitHashtags(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: match[0], hashtag: match[1]! });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The site-relative address of a hashtag's search page. */
export function hashtagPath(tag: string): string {
  return `${HASHTAG_SEARCH_PATH}?${HASHTAG_QUERY_PARAMETER}=${encodeURIComponent(`#${tag}`)}`;
}

/** spec/000 §5: text that already carries a link, anchor or mention is not decorated. */
export function mayDecorateHashtags(decorations: readonly Decoration[] | undefined): boolean {
  return !(decorations ?? []).some(
    (d) => d.type === 'LINK' || d.type === 'ANCHOR' || d.type === 'MENTION',
  );
}
