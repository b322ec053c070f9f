// The overlay on an item (spec/001 §3 behaviourParams.item.overlay): a band of the background
// colour, placed and sized by overlay-style.ts, shown per the hovering behaviour with its hover
// animation, holding the item's title and description when the info placement is OVERLAY.

import type { ItemModel } from '../../model/items/types.ts';
import styles from './Hover.module.css';
import type { OverlaySettings } from './hover-settings.ts';
import { overlayBox, overlayLook, overlayShown } from './overlay-style.ts';

export interface OverlayProps {
  item: ItemModel;
  overlay: OverlaySettings;
  hovered: boolean;
  /** The item's size on screen. */
  width: number;
  height: number;
}

export function Overlay({ item, overlay, hovered, width, height }: OverlayProps) {
  if (overlay.hoveringBehaviour === 'NEVER_SHOW') return null;
  const shown = overlayShown(overlay.hoveringBehaviour, hovered);
  const box = overlayBox(overlay, width, height);
  const title = overlay.showTexts ? item.title.trim() : '';
  const description = overlay.showTexts ? item.description.trim() : '';
  return (
    <div
      className={styles.overlay}
      style={{
        insetInlineStart: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        backgroundColor: overlay.backgroundColor,
        ...overlayLook(overlay.animation, shown),
      }}
      data-overlay=""
      data-shown={shown}
      data-animation={overlay.animation}
    >
      {(title !== '' || description !== '') && (
        <div className={styles.texts}>
          {title !== '' && <div className={styles.title}>{title}</div>}
          {description !== '' && <div className={styles.description}>{description}</div>}
        </div>
      )}
    </div>
  );
}
