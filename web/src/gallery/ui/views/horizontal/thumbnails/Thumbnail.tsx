// One thumbnail: a button named by its item, showing the engine's thumbnail picture of it (a
// video's poster) and, on a video when the options say so, the play icon at its thumbnail size.

import { type CSSProperties, useMemo } from 'react';
import type { ItemModel } from '../../../../model/items/types.ts';
import { useImageAddress } from '../../../items/use-image-address.ts';
import { THUMBNAIL_PLAY_ICON_SIZE } from '../../../items/video-settings.ts';
import { PlayIcon } from '../../../items/VideoMedia.tsx';
import { shownAddress } from './shown-address.ts';
import styles from './Thumbnails.module.css';

export interface ThumbnailProps {
  item: ItemModel;
  idx: number;
  /** In CSS pixels, a square. */
  size: number;
  current: boolean;
  /** Whether a video's thumbnail shows the play icon (enableThumbnailsPlayButton). */
  playButton: boolean;
  onSelect(idx: number): void;
}

/** The picture a thumbnail shows: the image, a video's or 3D scene's poster; none for text. */
function pictureOf(item: ItemModel): ItemModel | null {
  if (item.type === 'image') return item;
  if ((item.type === 'video' || item.type === '3d') && item.posterUrl !== undefined)
    return { ...item, url: item.posterUrl };
  return null;
}

export function Thumbnail({ item, idx, size, current, playButton, onSelect }: ThumbnailProps) {
  const picture = useMemo(() => pictureOf(item), [item]);
  const address = useImageAddress(
    picture === null ? null : { item: picture, variant: 'thumbnail', width: size, height: size },
  );
  const src = shownAddress(address);
  const name = item.title.trim() !== '' ? item.title : item.alt;
  return (
    <button
      type="button"
      className={styles.thumbnail}
      aria-label={name}
      aria-current={current ? 'true' : undefined}
      data-thumbnail-idx={idx}
      // A text item has no picture: its thumbnail takes the text's background.
      style={
        item.type === 'text' && item.textStyle.backgroundColor !== undefined
          ? { backgroundColor: item.textStyle.backgroundColor }
          : undefined
      }
      onClick={() => onSelect(idx)}
    >
      {src !== undefined && (
        <img className={styles.picture} src={src} alt="" draggable={false} decoding="async" />
      )}
      {item.type === 'video' && playButton && (
        <span
          className={styles.play}
          style={{ '--tessera-play-icon-size': `${THUMBNAIL_PLAY_ICON_SIZE}px` } as CSSProperties}
          aria-hidden="true"
          data-play-icon=""
        >
          <PlayIcon playing={false} />
        </span>
      )}
    </button>
  );
}
