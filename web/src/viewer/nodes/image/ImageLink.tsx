// An image that is a link (spec/000 §3 "Image data" link, §2 link rules): the address the rules
// allow, with its target and rel; an in-page link scrolls to its anchor. Named by the image's
// alternative text, or by the address when the image has none.

import type { ReactNode } from 'react';
import type { ResolvedLink } from '../../../content/links/index.ts';
import { useAnchorClick } from '../../text/use-anchor-click.ts';
import styles from './Image.module.css';

export function ImageLink({
  link,
  alt,
  children,
}: {
  link: ResolvedLink;
  alt: string;
  children: ReactNode;
}) {
  const onClick = useAnchorClick(link);
  return (
    <a
      className={styles.link}
      href={link.href}
      target={link.target}
      rel={link.rel}
      aria-label={alt || link.href}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
