// The image item's view (spec/002 §3-4): the picture at the size the layout gave it, its address
// from the host's createMediaUrl or the engine, and a placeholder per content.loader until the
// picture has loaded — BLUR the low-res variant, MAIN_COLOR the picture's colour (its 1x1 pixel
// variant), COLOR a plain colour. ITEM_LOADED says when it has.

import { useRef, useState } from 'react';
import { GALLERY_EVENTS } from '../../model/events.ts';
import type { FlatOptions } from '../../model/index.ts';
import { resizeMethodOf } from './image-request.ts';
import styles from './ImageMedia.module.css';
import type { ItemMediaProps } from './item-media-props.ts';
import { placeholderVariantOf } from './placeholder-variant.ts';
import { useImageAddress } from './use-image-address.ts';

/** Where FIT places the picture in its box (layoutParams_crop_alignment). */
const ALIGNMENTS: Readonly<Record<string, string>> = {
  CENTER: 'center',
  TOP: 'center top',
  BOTTOM: 'center bottom',
  LEFT: 'left center',
  RIGHT: 'right center',
};

function objectPosition(options: FlatOptions, focalPoint: { x: number; y: number }): string {
  if (resizeMethodOf(options) === 'fit')
    return ALIGNMENTS[String(options.layoutParams_crop_alignment)] ?? ALIGNMENTS.CENTER;
  return `${focalPoint.x * 100}% ${focalPoint.y * 100}%`;
}

export function ImageMedia({
  item,
  idx,
  width,
  height,
  options,
  emit,
  firstScreen = false,
}: ItemMediaProps) {
  const loader = String(options.behaviourParams_item_content_loader);
  const placeholderVariant = placeholderVariantOf(options);
  const src = useImageAddress({ item, variant: 'resized', width, height });
  const placeholder = useImageAddress(
    placeholderVariant === undefined ? null : { item, variant: placeholderVariant, width, height },
  );
  const [loaded, setLoaded] = useState(false);
  const announced = useRef(false);

  if (item.url === '') return <div className={styles.empty} role="img" aria-label={item.alt} />;

  const fit = resizeMethodOf(options) === 'fit';
  return (
    <>
      {!loaded && (
        <div
          className={
            placeholderVariant === 'pixel'
              ? `${styles.placeholder} ${styles.mainColor}`
              : styles.placeholder
          }
          style={
            placeholder === undefined
              ? undefined
              : { backgroundImage: `url(${JSON.stringify(placeholder)})` }
          }
          data-placeholder={loader}
          aria-hidden="true"
        />
      )}
      {src !== undefined && (
        <img
          className={fit ? `${styles.image} ${styles.fit}` : styles.image}
          style={{ objectPosition: objectPosition(options, item.focalPoint) }}
          src={src}
          alt={item.alt}
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onLoad={() => {
            setLoaded(true);
            if (announced.current) return;
            announced.current = true;
            emit(GALLERY_EVENTS.ITEM_LOADED, { id: item.id, idx });
          }}
        />
      )}
    </>
  );
}
