// A link in text. In-page links (to `viewer-{anchor}`) scroll there smoothly below the site's
// fixed bars and write the hash (spec/000 §2); other links are ordinary anchors.

import type { MouseEvent, ReactNode } from 'react';
import type { ResolvedLink } from '../../content/links/index.ts';
import { isPlainClick, scrollToAnchor } from './anchor-scroll.ts';
import { useTextSettings } from './use-text-settings.ts';

export function TextLink({
  link,
  className,
  children,
}: {
  link: ResolvedLink;
  className: string;
  children: ReactNode;
}) {
  const { anchorScroll } = useTextSettings();
  const { anchorId } = link;
  const onClick =
    anchorId === undefined
      ? undefined
      : (event: MouseEvent<HTMLAnchorElement>) => {
          if (isPlainClick(event) && scrollToAnchor(anchorId, anchorScroll)) event.preventDefault();
        };
  return (
    <a href={link.href} target={link.target} rel={link.rel} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
