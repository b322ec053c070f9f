// A link shown as a card (spec/000 §3 "Link preview"): title, description, the site's domain and
// a thumbnail at the remote image size of spec/000 §9. The whole card is the link, through the
// link rules; a link the rules refuse leaves the card with nothing to follow.

import type { ResolvedLink } from '../../../content/links/index.ts';
import { parseHttpUrl } from '../../../media/http-url.ts';
import styles from './LinkPreview.module.css';

/** spec/000 §9 "Remote image size for link previews 400x200". */
export const LINK_PREVIEW_IMAGE = { width: 400, height: 200 } as const;

export interface LinkPreviewCardProps {
  link: ResolvedLink | null;
  title: string | undefined;
  description: string | undefined;
  thumbnailUrl: string | undefined;
}

export function LinkPreviewCard({ link, title, description, thumbnailUrl }: LinkPreviewCardProps) {
  const thumbnail = parseHttpUrl(thumbnailUrl)?.href;
  const domain = link ? parseHttpUrl(link.href)?.hostname.replace(/^www\./, '') : undefined;
  const body = (
    <>
      {thumbnail && (
        <img
          className={styles.image}
          src={thumbnail}
          alt=""
          width={LINK_PREVIEW_IMAGE.width}
          height={LINK_PREVIEW_IMAGE.height}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      )}
      <span className={styles.text}>
        {title && <span className={styles.title}>{title}</span>}
        {description && <span className={styles.small}>{description}</span>}
        {domain && <span className={styles.small}>{domain}</span>}
      </span>
    </>
  );
  if (link === null)
    return (
      <div className={styles.card} data-link-card="">
        {body}
      </div>
    );
  return (
    <a
      className={styles.card}
      href={link.href}
      target={link.target}
      rel={link.rel}
      data-link-card=""
    >
      {body}
    </a>
  );
}
