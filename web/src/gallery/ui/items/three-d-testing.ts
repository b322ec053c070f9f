// What the 3D item's tests share: a real glTF model (fixtures/triangle.gltf), a poster, and the
// props of a 3D item read from a transport object as the gallery reads it.

import { type ItemModel, readGalleryItem } from '../../model/index.ts';
import { processOptions } from '../../model/options/index.ts';
import triangleUrl from './fixtures/triangle.gltf?url';
import type { ThreeDMediaProps } from './ThreeDMedia.tsx';

export const MODEL_URL = new URL(triangleUrl, window.location.href).href;

const posterSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#a97"/></svg>';
export const POSTER_URL = `data:image/svg+xml,${encodeURIComponent(posterSvg)}`;

export function threeDItem(fields: object = {}): ItemModel {
  const dto = {
    itemId: 'chair',
    url: MODEL_URL,
    metadata: { type: '3d', alt: 'A triangle', poster: { url: POSTER_URL } },
    ...fields,
  };
  return readGalleryItem(dto, 4).item;
}

export type Emitted = Array<[name: string, data: unknown]>;

export function threeDProps(
  options: object = {},
  fields: object = {},
  emitted: Emitted = [],
): ThreeDMediaProps {
  return {
    item: threeDItem(fields),
    idx: 4,
    width: 320,
    height: 240,
    options: processOptions(options),
    emit: (name, data) => emitted.push([name, data]),
  };
}
