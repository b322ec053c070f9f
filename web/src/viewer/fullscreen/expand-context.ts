// Opening the full-screen viewer (spec/000 §2, §4) from an image or a gallery item. The viewer
// provides `expand`; the full-screen viewer itself is a lazy chunk loaded on the first expand.
// Undefined where nothing can expand (outside a viewer).

import { createContext, useContext } from 'react';

export interface FullscreenItem {
  kind: 'image' | 'video';
  /** A media-host id (made into an address by the image engine) or a full address. For a video
   *  the id is its poster image and `url` the video's address. */
  id?: string;
  url?: string;
  /** A video's picture before it plays, as an address (when it has no id). */
  poster?: string;
  width?: number;
  height?: number;
  title?: string;
  alt?: string;
  caption?: string;
}

export interface ExpandRequest {
  items: readonly FullscreenItem[];
  index: number;
  /** Where focus returns when the full-screen viewer closes. */
  opener?: HTMLElement | null;
}

export type Expand = (request: ExpandRequest) => void;

export const ExpandContext = createContext<Expand | undefined>(undefined);

export function useExpand(): Expand | undefined {
  return useContext(ExpandContext);
}
