// A link in text. In-page links (to `viewer-{anchor}`) scroll there smoothly below the site's
// fixed bars and write the hash (spec/000 §2); other links are ordinary anchors.

import type { ReactNode } from 'react';
import type { ResolvedLink } from '../../content/links/index.ts';
import { useAnchorClick } from './use-anchor-click.ts';

export function TextLink({
  link,
  className,
  children,
}: {
  link: ResolvedLink;
  className: string;
  children: ReactNode;
}) {
  const onClick = useAnchorClick(link);
  return (
    <a href={link.href} target={link.target} rel={link.rel} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
