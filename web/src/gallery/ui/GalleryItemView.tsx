// One item, placed where the layout put it. Focusable with the gallery's roving tab stop, named
// by its title or alt text (spec/002 §5), and shaped by the click action: a link when it goes to
// the item's link, a button when the host acts on it, an image otherwise.

import { memo } from 'react';
import type { GalleryItem } from '../model/index.ts';
import type { ClickAction } from './behaviour-options.ts';
import { UNTITLED_IMAGE } from './constants.ts';
import styles from './Gallery.module.css';
import { itemLink } from './item-link.ts';

export interface GalleryItemViewProps {
  item: GalleryItem;
  /** The item's index in the gallery's items. */
  idx: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Whether this item is the gallery's one tab stop. */
  tabbable: boolean;
  clickAction: ClickAction;
}

function altText(item: GalleryItem): string {
  return item.alt?.trim() ? item.alt : UNTITLED_IMAGE;
}

/** The accessible name: the item's title when it has one, else its alt text. */
function accessibleName(item: GalleryItem): string {
  const { title } = item as GalleryItem & { title?: unknown };
  return typeof title === 'string' && title.trim() !== '' ? title : altText(item);
}

export const GalleryItemView = memo(function GalleryItemView({
  item,
  idx,
  left,
  top,
  width,
  height,
  tabbable,
  clickAction,
}: GalleryItemViewProps) {
  const alt = altText(item);
  const media = item.url ? (
    <img
      className={styles.image}
      src={item.url}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  ) : (
    <div className={styles.image} role="img" aria-label={alt} />
  );
  const shared = {
    className: styles.item,
    style: { left, top, width, height },
    'data-item-id': item.id,
    'data-idx': idx,
    tabIndex: tabbable ? 0 : -1,
    'aria-label': accessibleName(item),
  };
  const link = clickAction === 'LINK' ? itemLink(item) : null;
  if (link !== null)
    return (
      <a {...shared} href={link.href} target={link.target} rel={link.rel}>
        {media}
      </a>
    );
  return (
    <div {...shared} role={clickAction === 'ACTION' ? 'button' : 'img'}>
      {media}
    </div>
  );
});
