// What the full-screen stage shows for one item: the picture (zoomable) or a video playing in the
// media players of web/src/media/players — loaded only when a video is shown, as most expands
// are of images.

import { type CSSProperties, lazy, type MouseEvent, type Ref, Suspense, useMemo } from 'react';
import { useViewer } from '../context.ts';
import type { FullscreenItem } from './expand-context.ts';
import styles from './FullscreenViewer.module.css';
import { itemImageUrl, type Screen } from './item-address.ts';

const MediaPlayer = lazy(() =>
  import('../../media/players/MediaPlayer.tsx').then((module) => ({ default: module.MediaPlayer })),
);

export interface FullscreenMediaProps {
  item: FullscreenItem;
  screen: Screen;
  pictureRef: Ref<HTMLImageElement>;
  className: string;
  style: CSSProperties;
  onDoubleClick(event: MouseEvent<HTMLElement>): void;
}

export function FullscreenMedia({
  item,
  screen,
  pictureRef,
  className,
  style,
  onDoubleClick,
}: FullscreenMediaProps) {
  const { imageEngine, reportError, t } = useViewer();
  const picture = useMemo(() => {
    try {
      return itemImageUrl(item, imageEngine, screen);
    } catch (error) {
      reportError(error);
      return undefined;
    }
  }, [item, imageEngine, screen, reportError]);
  const label = item.alt ?? item.title ?? '';

  if (item.kind === 'video') {
    if (typeof item.url !== 'string') return null;
    return (
      <div className={styles.player} style={{ transform: style.transform }}>
        <Suspense fallback={null}>
          <MediaPlayer
            url={item.url}
            playing
            title={item.title ?? item.alt ?? t('Fullscreen_Viewer')}
            poster={picture}
            loop={false}
            controls
            muted={false}
            volume={1}
            playbackRate={1}
            onError={(message) => reportError(new Error(message))}
          />
        </Suspense>
      </div>
    );
  }
  if (!picture) return null;
  return (
    <img
      ref={pictureRef}
      className={className}
      style={style}
      src={picture}
      alt={label}
      width={item.width}
      height={item.height}
      draggable={false}
      onDoubleClick={onDoubleClick}
    />
  );
}
