// The gallery's items at their positions, drawn from a static view without the gallery's runtime:
// what the server writes, what the browser hydrates, and what shows until the interactive gallery
// has laid itself out. Positions are fractions of the container the view was laid out in, so the
// markup keeps its shape at whatever width the page gives it; a horizontal strip is clipped at the
// container's end. Each picture keeps its alt text; an item that goes to its link is that link.
// Placed by the gallery layout stylesheet instead (`byStylesheet`), the box and each item carry
// its classes and the stylesheet gives them their places at whatever width the container has; a
// horizontal gallery's box then sits in the room its view keeps for outside arrows and thumbnails.

import { itemClass, LAYOUT_BOX_CLASS } from '../../../gallery/model/breakpoints/index.ts';
import styles from './StaticGallery.module.css';
import type { StaticView } from './static-view.ts';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export function StaticGallery({
  view,
  byStylesheet = false,
}: {
  view: StaticView;
  byStylesheet?: boolean;
}) {
  const width = Math.max(1, view.container.width);
  const { height } = view;
  if (!(height > 0)) return null;
  const room = byStylesheet ? view.room : undefined;
  const box = (
    <div
      className={byStylesheet ? `${styles.gallery} ${LAYOUT_BOX_CLASS}` : styles.gallery}
      style={byStylesheet ? undefined : { aspectRatio: `${width} / ${height}` }}
      {...(room === undefined ? { 'data-tessera-static-gallery': '' } : {})}
    >
      {view.items.map(({ item, left, top, width: w, height: h, src, link }, index) => {
        const picture =
          src === undefined ? (
            <span className={styles.empty} role="img" aria-label={item.alt} />
          ) : (
            <img
              className={view.fit ? `${styles.image} ${styles.fit}` : styles.image}
              src={src}
              alt={item.alt}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          );
        const style = byStylesheet
          ? undefined
          : {
              left: percent(left, width),
              top: percent(top, height),
              width: percent(w, width),
              height: percent(h, height),
            };
        const className = byStylesheet ? `${styles.item} ${itemClass(index)}` : styles.item;
        return link === null ? (
          <div key={item.id} className={className} style={style} data-idx={index}>
            {picture}
          </div>
        ) : (
          <a
            key={item.id}
            className={className}
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
  return room === undefined ? (
    box
  ) : (
    <div style={room} data-tessera-static-gallery="">
      {box}
    </div>
  );
}
