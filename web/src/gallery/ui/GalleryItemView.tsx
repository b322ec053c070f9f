// One item, placed where the layout put it.

import { memo } from 'react';
import type { GalleryItem } from '../model/index.ts';
import { UNTITLED_IMAGE } from './constants.ts';
import styles from './Gallery.module.css';

export interface GalleryItemViewProps {
  item: GalleryItem;
  left: number;
  top: number;
  width: number;
  height: number;
}

function altText(item: GalleryItem): string {
  return item.alt?.trim() ? item.alt : UNTITLED_IMAGE;
}

export const GalleryItemView = memo(function GalleryItemView({
  item,
  left,
  top,
  width,
  height,
}: GalleryItemViewProps) {
  const alt = altText(item);
  return (
    <div className={styles.item} style={{ left, top, width, height }} data-item-id={item.id}>
      {item.url ? (
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
      )}
    </div>
  );
});
