// The picture of an IMAGE node (spec/000 §4 "Image: placeholder, then the full image once
// loaded"): a placeholder box of the image's proportions until the picture is in — also while
// the image engine loads, and, in the browser, until the box comes within 150 % of a viewport
// height (spec/000 §9). Server HTML carries the real <img> (lazy-loaded by the browser), and
// hydration keeps it. The address asks for the shown width at 1x and 2x.

import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useViewer } from '../../context.ts';
import type { ContainerLayout } from '../container/index.ts';
import type { ImageContent } from './image-data.ts';
import { estimatedWidth, isWideEnough } from './image-size.ts';
import { useImageAddresses } from './use-image-addresses.ts';
import { useNearViewport } from './use-near-viewport.ts';
import { useServerRendered } from './use-server-rendered.ts';
import { useShownWidth } from './use-shown-width.ts';
import styles from './Image.module.css';

export interface PictureProps {
  content: ImageContent;
  layout: ContainerLayout;
  /** Opens the full-screen viewer when the picture is clicked; absent when it cannot expand. */
  onExpand?: () => void;
  children?: ReactNode;
}

const preventDefault = (event: MouseEvent) => event.preventDefault();

export function Picture({ content, layout, onExpand, children }: PictureProps) {
  const { isMobile, services } = useViewer();
  const frame = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const fromServer = useServerRendered();
  const near = useNearViewport(frame, fromServer);
  const width = useShownWidth(
    frame,
    fromServer ? estimatedWidth(layout, content.width, isMobile) : undefined,
  );
  const { source, width: sourceWidth, height: sourceHeight, border } = content;
  const addresses = useImageAddresses(source, sourceWidth, sourceHeight, near ? width : undefined);
  const [loaded, setLoaded] = useState(false);
  // A picture that finished loading before hydration fired no load event React could see.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0) setLoaded(true);
  }, [addresses?.src]);

  // spec/000 §6: no context menu (nor dragging out) when downloading is disabled or the host
  // turned right-click off.
  const guarded = content.disableDownload || services.disableRightClick === true;
  const sized = sourceWidth > 0 && sourceHeight > 0;
  // Until the <img> is there, a stand-in carries its description (not the frame itself, which
  // may hold the Expand image button: an image's content is not read).
  const standIn = !addresses && content.alt !== '';
  return (
    <div
      ref={frame}
      className={loaded ? styles.frame : `${styles.frame} ${styles.placeholder}`}
      data-image-state={loaded ? 'loaded' : 'placeholder'}
      data-narrow={isWideEnough(layout) ? undefined : ''}
      style={{
        aspectRatio: sized ? `${sourceWidth} / ${sourceHeight}` : undefined,
        borderWidth: border?.width,
        borderStyle: border?.width ? 'solid' : undefined,
        borderColor: border?.color,
        borderRadius: border?.radius,
      }}
    >
      {standIn && <span role="img" aria-label={content.alt} />}
      {addresses && (
        <img
          ref={image}
          className={styles.image}
          src={addresses.src}
          srcSet={addresses.srcSet}
          alt={content.alt}
          width={sized ? sourceWidth : undefined}
          height={sized ? sourceHeight : undefined}
          loading={fromServer ? 'lazy' : undefined}
          decoding="async"
          draggable={guarded ? false : undefined}
          onContextMenu={guarded ? preventDefault : undefined}
          onLoad={() => setLoaded(true)}
          onClick={onExpand}
          data-expandable={onExpand ? '' : undefined}
        />
      )}
      {children}
    </div>
  );
}
