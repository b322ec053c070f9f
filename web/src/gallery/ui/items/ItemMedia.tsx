// The media of one item, by its type (spec/002 §3-4): a picture, a video, a text or a 3D model. A
// dummy item shows its poster (or its address) as a picture.

import { useMemo } from 'react';
import { ImageMedia } from './ImageMedia.tsx';
import type { ItemMediaProps } from './item-media-props.ts';
import { TextMedia } from './TextMedia.tsx';
import { ThreeDMedia } from './ThreeDMedia.tsx';
import { VideoMedia } from './VideoMedia.tsx';

/** `hovered`: the gallery's hover state, for the views that play on hover (video, 3D). */
export function ItemMedia(props: ItemMediaProps & { hovered?: boolean }) {
  if (props.item.type === 'video') return <VideoMedia {...props} />;
  if (props.item.type === 'text') return <TextMedia {...props} />;
  if (props.item.type === '3d') return <ThreeDMedia {...props} />;
  return <PosterOrImage {...props} />;
}

function PosterOrImage(props: ItemMediaProps) {
  const { item } = props;
  const poster = useMemo(
    () =>
      item.type === 'image' || item.posterUrl === undefined
        ? item
        : { ...item, url: item.posterUrl },
    [item],
  );
  return <ImageMedia {...props} item={poster} />;
}
