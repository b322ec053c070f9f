// The gallery item as the gallery renders it (spec/002 §3).

import type { ItemLink } from './item-link.ts';
import type { ItemType } from './item-type.ts';

/** What the layout and the item views need at the least; a host may build these by hand. */
export interface GalleryItem extends Partial<Omit<ItemModel, 'id' | 'width' | 'height'>> {
  id: string;
  /** The media's own size; the layouter scales it. */
  width: number;
  height: number;
  /** The media's address (for an image, the picture itself). */
  url?: string;
  /** Alternative text; an item read from a transport object always has one (spec/002 §8). */
  alt?: string;
}

/** Where the picture's subject is, as fractions of its width and height from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface Poster {
  url: string;
  width?: number;
  height?: number;
}

/** Overrides of the image address's quality and unsharp mask (spec/001 §5 bounds them). */
export interface SharpParams {
  quality?: number;
  usm?: { radius?: number; amount?: number; threshold?: number };
}

/** One encoding of a video: its quality name ("720p"), size and address. */
export interface VideoQuality {
  quality?: string;
  width?: number;
  height?: number;
  url?: string;
}

export interface TextStyle {
  backgroundColor?: string;
  width?: number;
  height?: number;
}

/** An item read from a transport object by readGalleryItem: every field settled. */
export interface ItemModel extends ItemLink {
  id: string;
  type: ItemType;
  width: number;
  height: number;
  /** The media's address; '' when the transport object has none. */
  url: string;
  /** The item's alt text, or 'untitled image' / 'untitled video' (spec/002 §8). */
  alt: string;
  /** The transport object's key, or 'no_key_found'. */
  key: string;
  /** Position in the items handed to the gallery. */
  idx: number;
  orderIndex: number | undefined;
  hash: string | undefined;
  seed: number | undefined;
  title: string;
  description: string;
  fileName: string | undefined;
  /** Default: the centre, 0.5/0.5 (spec/002 §3). */
  focalPoint: FocalPoint;
  /** A demo item: the metadata says so, or it has the `_paid` tag. */
  isDemo: boolean;
  tags: readonly string[];
  sharpParams: SharpParams;
  /** A video's address: the metadata's videoUrl, or a video item's own url. */
  videoUrl: string | undefined;
  /** Hosted elsewhere (a provider's page), not a file on the media host. */
  isExternal: boolean;
  isVideoPlaceholder: boolean;
  videoPlaceholderUrl: string | undefined;
  poster: Poster | undefined;
  posters: readonly Poster[];
  customPoster: string | undefined;
  /** The picture a video or 3D item shows before it plays: the custom poster, the poster, or the
   *  largest of the posters. */
  posterUrl: string | undefined;
  qualities: readonly VideoQuality[];
  /** A text item's markup, untrusted: the text view sanitises it before it reaches the DOM. */
  html: string | undefined;
  text: string | undefined;
  textStyle: TextStyle;
  /** A 3D item's scene as the transport object gives it. */
  scene: Readonly<Record<string, unknown>> | undefined;
  exif: Readonly<Record<string, unknown>> | undefined;
  lastModified: number | undefined;
  sourceName: string | undefined;
  /** The media shown on hover (behaviourParams_item_secondaryMedia). */
  secondaryMedia: ItemModel | undefined;
  directLink: string | undefined;
  directShareLink: string | undefined;
}

/** A problem found while reading the items, with the console message of spec/002 §8. */
export interface ItemProblem {
  index: number;
  message: string;
}
