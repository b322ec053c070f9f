// A text item (spec/002 §3): its markup, or its plain text, on its textStyle's background, fitted
// to the item's box. The markup is untrusted; it reaches the DOM only through the sanitiser, a lazy
// chunk. Until that has loaded (and always on the server, which has no DOM to sanitise with) the
// item shows the markup's words as plain text, so server rendering and hydration agree.

import { type CSSProperties, useMemo, useSyncExternalStore } from 'react';
import type { ItemMediaProps } from './item-media-props.ts';
import { textFit } from './text-fit.ts';
import { htmlToPlainText } from './text-plain.ts';
import {
  sanitiserServerSnapshot,
  sanitiserSnapshot,
  subscribeSanitiser,
} from './text-sanitiser-store.ts';
import styles from './TextMedia.module.css';

const subscribeNothing = () => () => {};

export function TextMedia({ item, width, height }: ItemMediaProps) {
  const { html, text, textStyle } = item;
  const markup = html !== undefined && html.trim() !== '' ? html : undefined;
  const sanitise = useSyncExternalStore(
    markup === undefined ? subscribeNothing : subscribeSanitiser,
    sanitiserSnapshot,
    sanitiserServerSnapshot,
  );
  const safeHtml = useMemo(
    () => (markup === undefined || sanitise === null ? undefined : sanitise(markup)),
    [markup, sanitise],
  );
  const fit = textFit({ width, height }, textStyle);
  const content: CSSProperties = {
    width: fit.width,
    height: fit.height,
    transform: fit.scale === 1 ? undefined : `scale(${fit.scale})`,
  };

  return (
    <div
      className={styles.box}
      style={{ width, height, backgroundColor: textStyle.backgroundColor }}
      data-text-item=""
    >
      {safeHtml !== undefined ? (
        <div
          className={styles.content}
          style={content}
          data-sanitised=""
          dangerouslySetInnerHTML={{ __html: safeHtml }}
        />
      ) : (
        <div className={`${styles.content} ${styles.plain}`} style={content}>
          {markup !== undefined ? htmlToPlainText(markup) : (text ?? '')}
        </div>
      )}
    </div>
  );
}
