// One info area of an item: its title and description above, below or beside the media
// (spec/001 §3 "info"), on a background per info.layout; a separated one has the info border.

import type { ItemModel } from '../../model/index.ts';
import type { InfoArea as Area, InfoLayout } from './info-geometry.ts';
import type { InfoBorder } from './info-settings.ts';
import styles from './info.module.css';
import { ItemTexts } from './ItemTexts.tsx';

export interface InfoAreaProps {
  area: Area;
  item: ItemModel;
  layout: InfoLayout;
  border: InfoBorder;
  /** Added to the area's place: the item's border, when the area lies inside it. */
  offset: number;
  /**
   * Whether the texts are in this area: with a placement above or below and one beside, both
   * rooms are kept and the texts shown once, in the first placement listed.
   */
  showTexts: boolean;
}

export function InfoArea({ area, item, layout, border, offset, showTexts }: InfoAreaProps) {
  const { box, side } = area;
  const separated = layout === 'SEPARATED_BACKGROUND';
  const background = separated || layout === 'ATTACHED_BACKGROUND';
  return (
    <div
      className={background ? `${styles.info} ${styles.background}` : styles.info}
      style={{
        left: box.left + offset,
        top: box.top + offset,
        width: box.width,
        height: box.height,
        ...(separated && border.width > 0
          ? { borderWidth: border.width, borderStyle: 'solid', borderColor: border.color }
          : {}),
        ...(separated && border.radius > 0 ? { borderRadius: border.radius } : {}),
      }}
      data-info={side}
    >
      {showTexts && <ItemTexts title={item.title} description={item.description} />}
    </div>
  );
}
