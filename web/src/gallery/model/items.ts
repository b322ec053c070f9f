// Gallery items as the layout sees them: an id and the media's own size (spec/002 §3).

export interface GalleryItem {
  id: string;
  width: number;
  height: number;
  url?: string;
  alt?: string;
}

/** The flat (width, height) pairs the engine takes. */
export function itemSizes(items: readonly { width: number; height: number }[]): Float64Array {
  const sizes = new Float64Array(items.length * 2);
  items.forEach((item, i) => {
    sizes[2 * i] = item.width;
    sizes[2 * i + 1] = item.height;
  });
  return sizes;
}
