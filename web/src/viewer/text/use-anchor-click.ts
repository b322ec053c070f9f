// The click handler of a link the rules resolved: an in-page link (to `viewer-{anchor}`) scrolls
// there below the site's fixed bars and writes the hash (spec/000 §2); any other link is left to
// the browser (undefined).

import type { MouseEvent } from 'react';
import type { ResolvedLink } from '../../content/links/index.ts';
import { isPlainClick, scrollToAnchor } from './anchor-scroll.ts';
import { useTextSettings } from './use-text-settings.ts';

export function useAnchorClick(
  link: ResolvedLink | null,
): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  const { anchorScroll } = useTextSettings();
  const anchorId = link?.anchorId;
  if (anchorId === undefined) return undefined;
  return (event) => {
    if (isPlainClick(event) && scrollToAnchor(anchorId, anchorScroll)) event.preventDefault();
  };
}
