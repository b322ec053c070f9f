// The gallery's items at their positions, drawn from a blueprint without the gallery's runtime:
// what the server writes, what the browser hydrates, and what shows until the interactive gallery
// has laid itself out. Positions are fractions of the container the blueprint was made for, so
// the markup keeps its shape at whatever width the page gives it. A horizontal strip is clipped
// at the container's end. Each picture keeps its alt text; an item that goes to its link is that
// link.

import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import type { ItemModel } from '../../../gallery/model/items/types.ts';
import { itemLink } from '../../../gallery/ui/item-link.ts';
import { resizeMethodOf } from '../../../gallery/ui/items/image-request.ts';
import type { Blueprint } from '../../../gallery/worker/protocol.ts';
import type { Container } from './gallery-container.ts';
import { type StaticImageSources, staticImageAddress } from './static-image.ts';
import styles from './StaticGallery.module.css';

export interface StaticGalleryProps {
  blueprint: Blueprint;
  container: Container;
  items: readonly ItemModel[];
  /** Whether an item with a link is drawn as that link (the LINK click action). */
  links: boolean;
  images: Omit<StaticImageSources, 'options'>;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export function StaticGallery({ blueprint, container, items, links, images }: StaticGalleryProps) {
  const { rects, height } = blueprint.layout;
  const width = Math.max(1, container.width);
  if (!(height > 0)) return null;
  const sources = { ...images, options: blueprint.options };
  const fit = resizeMethodOf(blueprint.options) === 'fit';
  return (
    <div
      className={styles.gallery}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-tessera-static-gallery=""
    >
      {items.map((item, index) => {
        const at = index * RECT_STRIDE;
        if (at + 3 >= rects.length) return null;
        const [left, top, w, h] = [rects[at], rects[at + 1], rects[at + 2], rects[at + 3]];
        const src = staticImageAddress(item, w, h, sources);
        const picture =
          src === undefined ? (
            <span className={styles.empty} role="img" aria-label={item.alt} />
          ) : (
            <img
              className={fit ? `${styles.image} ${styles.fit}` : styles.image}
              src={src}
              alt={item.alt}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          );
        const link = links ? itemLink(item) : null;
        const style = {
          left: percent(left, width),
          top: percent(top, height),
          width: percent(w, width),
          height: percent(h, height),
        };
        return link === null ? (
          <div key={item.id} className={styles.item} style={style} data-idx={index}>
            {picture}
          </div>
        ) : (
          <a
            key={item.id}
            className={styles.item}
            style={style}
            data-idx={index}
            href={link.href}
            target={link.target}
            rel={item.linkRel ?? link.rel}
          >
            {picture}
          </a>
        );
      })}
    </div>
  );
}
