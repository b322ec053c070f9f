// An item's secondary media (spec/002 §3 "secondaryMedia", spec/001 §3
// behaviourParams.item.secondaryMedia): with the trigger HOVER it appears over the item's own
// media while the item is hovered (behaviour APPEARS, the only one). It is drawn by the view of
// its own type; it raises no events of its own, the item it belongs to does.

import type { ItemModel } from '../../model/items/types.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import { ItemMedia } from '../items/ItemMedia.tsx';
import styles from './Hover.module.css';

export interface SecondaryMediaProps {
  media: ItemModel;
  idx: number;
  width: number;
  height: number;
  options: FlatOptions;
}

const quiet = () => {};

export function SecondaryMedia({ media, idx, width, height, options }: SecondaryMediaProps) {
  return (
    <div className={styles.secondary} data-secondary-media="" aria-hidden="true">
      <ItemMedia
        item={media}
        idx={idx}
        width={width}
        height={height}
        options={options}
        emit={quiet}
        hovered
      />
    </div>
  );
}
