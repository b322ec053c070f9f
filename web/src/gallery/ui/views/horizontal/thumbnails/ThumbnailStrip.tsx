// The thumbnail strip of a horizontal gallery (spec/001 §3 layoutParams.thumbnails, spec/002 §4,
// §5, §9): above, below, left or right of the gallery, outside it or over it; an odd count of
// thumbnails centred on the current item, which slide along as it changes, always the way the
// gallery moved (strip-window.ts). A list of buttons: a click, Enter or Space raises
// THUMBNAIL_CLICKED ({ id, idx }) and then slides the gallery to that item.

import { GALLERY_EVENTS, type GalleryEventName } from '../../../../model/events.ts';
import type { ItemEventData } from '../../../../model/events.ts';
import { videoSettings } from '../../../items/video-settings.ts';
import type { GalleryView } from '../../../store.ts';
import { stripStyle } from './strip-box.ts';
import { stripSlots, thumbnailCount } from './strip-window.ts';
import { Thumbnail } from './Thumbnail.tsx';
import { isAcross, type ThumbnailSettings } from './thumbnail-settings.ts';
import styles from './Thumbnails.module.css';
import { useOffsetMemory } from './use-offset-memory.ts';

export interface ThumbnailStripProps {
  view: GalleryView;
  settings: ThumbnailSettings;
  /** The current item's index. */
  current: number;
  loop: boolean;
  rightToLeft: boolean;
  /** The strip's length in px: the gallery's width above or below it, its height beside it. */
  length: number;
  /** How long the thumbnails take to slide along (the navigation duration). */
  durationMs: number;
  reducedMotion: boolean;
  emit(name: GalleryEventName, data: unknown): void;
  /** Slides the gallery to an item. */
  navigate(idx: number): void;
}

export function ThumbnailStrip({
  view,
  settings,
  current,
  loop,
  rightToLeft,
  length,
  durationMs,
  reducedMotion,
  emit,
  navigate,
}: ThumbnailStripProps) {
  const itemsCount = view.items.length;
  const memory = useOffsetMemory(current, itemsCount, loop);
  const { size, spacing } = settings;
  const across = isAcross(settings);
  const count = thumbnailCount(length, size, spacing);
  const slots = stripSlots(memory, current, count, itemsCount, loop);
  const playButton = videoSettings(view.options, true).playButton;
  const select = (idx: number) => {
    emit(GALLERY_EVENTS.THUMBNAIL_CLICKED, {
      id: view.item(idx).id,
      idx,
    } satisfies ItemEventData);
    navigate(idx);
  };
  return (
    <ul
      className={styles.strip}
      style={stripStyle(settings)}
      data-thumbnails={settings.alignment}
      data-thumbnails-position={settings.position}
    >
      {slots.map(({ slot, idx }) => {
        // The current item's thumbnail is in the middle; the others a step apart from it.
        const along = (length - size) / 2 + (slot - memory) * (size + spacing);
        const x = across ? (rightToLeft ? length - size - along : along) : 0;
        const y = across ? 0 : along;
        return (
          <li
            key={slot}
            className={styles.slot}
            style={{
              width: size,
              height: size,
              transform: `translate(${x}px, ${y}px)`,
              transitionDuration: reducedMotion ? '0s' : `${durationMs}ms`,
            }}
          >
            <Thumbnail
              item={view.item(idx)}
              idx={idx}
              size={size}
              current={idx === current}
              playButton={playButton}
              onSelect={select}
            />
          </li>
        );
      })}
    </ul>
  );
}
