// The media of one item, by its type (spec/002 §3-4). Until the text and 3D views of their own are
// here, those items show their poster (or their address) as a picture.

import { useMemo } from 'react';
import { ImageMedia } from './ImageMedia.tsx';
import type { ItemMediaProps } from './item-media-props.ts';
import { VideoMedia } from './VideoMedia.tsx';

export function ItemMedia(props: ItemMediaProps) {
  if (props.item.type === 'video') return <VideoMedia {...props} />;
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
