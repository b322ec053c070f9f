// The gallery's items as the server draws them, without the gallery's runtime: each a box the
// gallery layout stylesheet places (by its class), holding its picture. What the server writes,
// what the browser hydrates, and what shows until the interactive gallery has laid itself out.
// A horizontal gallery's box sits in the room its view keeps for outside arrows and thumbnails
// (horizontal-room.ts); the box clips the items beyond the gallery's end.

import { useMemo } from 'react';
import { readGalleryItem } from '../../model/items/read-item.ts';
import type { DeviceType } from '../../model/options/enums.ts';
import { itemClass, LAYOUT_BOX_CLASS } from '../../model/breakpoints/index.ts';
import type { CreateMediaUrl } from '../items/create-media-url.ts';
import { horizontalRoom } from './horizontal-room.ts';
import { galleryPlan, PICTURE_WIDTH } from './server-layout.ts';
import { staticPictures } from './static-pictures.ts';

export interface StaticItemsProps {
  items: readonly unknown[];
  options: unknown;
  deviceType?: DeviceType;
  containerHeight?: number;
  createMediaUrl?: CreateMediaUrl;
}

export function StaticItems({
  items,
  options,
  deviceType,
  containerHeight,
  createMediaUrl,
}: StaticItemsProps) {
  const drawn = useMemo(() => {
    const plan = galleryPlan({ items, options, deviceType, containerHeight });
    const models = items.map((item, index) => readGalleryItem(item, index).item);
    const { rects } = plan.layoutAt(PICTURE_WIDTH);
    const pictures = staticPictures(models, rects, plan.options, createMediaUrl);
    return {
      room: horizontalRoom(plan.options),
      items: models.map((item, index) => ({ item, src: pictures[index] })),
    };
  }, [items, options, deviceType, containerHeight, createMediaUrl]);
  const box = (
    <div
      className={LAYOUT_BOX_CLASS}
      {...(drawn.room === undefined ? { 'data-tessera-static-gallery': '' } : {})}
    >
      {drawn.items.map(({ item, src }, index) => (
        <div key={item.id} className={itemClass(index)} data-idx={index}>
          {src === undefined ? (
            <span role="img" aria-label={item.alt} />
          ) : (
            <img src={src} alt={item.alt} loading="lazy" decoding="async" draggable={false} />
          )}
        </div>
      ))}
    </div>
  );
  return drawn.room === undefined ? (
    box
  ) : (
    <div style={drawn.room} data-tessera-static-gallery="">
      {box}
    </div>
  );
}
