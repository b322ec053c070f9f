// Data of the media and embed kinds (spec/000 §3 "Image data" through "App embed").

import type { ContainerData, Link, Media, MediaSrc } from './common.ts';

export interface ImageData {
  image?: Media;
  altText?: string;
  /** A decorative image has no alternative text for assistive technology. */
  decorative?: boolean;
  caption?: string;
  disableDownload?: boolean;
  disableExpand?: boolean;
  link?: Link;
  containerData?: ContainerData;
  styles?: { border?: { radius?: number; width?: number; color?: string } };
}

export type GalleryLayoutType =
  | 'COLLAGE'
  | 'MASONRY'
  | 'GRID'
  | 'THUMBNAIL'
  | 'SLIDER'
  | 'SLIDESHOW'
  | 'PANORAMA'
  | 'COLUMN'
  | 'MAGIC'
  | 'FULLSIZE';
export type ThumbnailsPlacement = 'TOP' | 'RIGHT' | 'BOTTOM' | 'LEFT' | 'NONE';

export interface GalleryOptions {
  layout?: {
    type?: GalleryLayoutType;
    orientation?: 'ROWS' | 'COLUMNS';
    horizontalScroll?: boolean;
    numberOfColumns?: number;
    mobileNumberOfColumns?: number;
  };
  item?: { targetSize?: number; ratio?: number; crop?: 'FILL' | 'FIT'; spacing?: number };
  thumbnails?: { placement?: ThumbnailsPlacement; spacing?: number };
}

export interface GalleryItem {
  title?: string;
  altText?: string;
  image?: { media?: Media; link?: Link };
  video?: { media?: Media; thumbnail?: Media };
}

export interface GalleryData {
  items?: GalleryItem[];
  options?: GalleryOptions;
  disableExpand?: boolean;
  disableDownload?: boolean;
  containerData?: ContainerData;
}

export interface GifSources {
  mp4?: string;
  gif?: string;
  still?: string;
}

export interface GifData {
  width?: number;
  height?: number;
  gifType?: 'NORMAL' | 'STICKER';
  original?: GifSources;
  downsized?: GifSources;
  containerData?: ContainerData;
}

export interface VideoData {
  video?: Media;
  thumbnail?: Media;
  title?: string;
  disableDownload?: boolean;
  options?: { autoPlay?: boolean; playInLoop?: boolean; showControls?: boolean };
  containerData?: ContainerData;
}

export interface AudioData {
  audio?: Media;
  /** Embed markup of a music service. */
  html?: string;
  authorName?: string;
  name?: string;
  coverImage?: Media;
  disableDownload?: boolean;
  containerData?: ContainerData;
}

export interface FileData {
  src?: MediaSrc;
  name?: string;
  /** File extension, e.g. "pdf". */
  type?: string;
  size?: number;
  sizeInKb?: string;
  pdfSettings?: {
    viewMode?: 'NONE' | 'FULL' | 'MINI';
    disableDownload?: boolean;
    disablePrint?: boolean;
  };
  containerData?: ContainerData;
}

export interface HtmlData {
  html?: string;
  url?: string;
  source?: string;
  autoHeight?: boolean;
  containerData?: ContainerData;
}

export interface OEmbed {
  type?: string;
  title?: string;
  html?: string;
  url?: string;
  width?: number;
  height?: number;
  authorName?: string;
  providerName?: string;
  thumbnailUrl?: string;
  videoUrl?: string;
}

export interface EmbedData {
  oembed?: OEmbed;
  src?: string;
  containerData?: ContainerData;
}

export interface LinkPreviewData {
  link?: Link;
  title?: string;
  description?: string;
  thumbnailUrl?: string;
  html?: string;
  containerData?: ContainerData;
}

export interface MapSettings {
  address?: string;
  locationName?: string;
  lat?: number;
  lng?: number;
  initialZoom?: number;
  mapType?: string;
  marker?: boolean;
  draggable?: boolean;
  zoomControl?: boolean;
  streetViewControl?: boolean;
}

export interface MapData {
  mapSettings?: MapSettings;
  containerData?: ContainerData;
}

export interface PollOption {
  id?: string;
  title?: string;
  image?: Media;
}

export interface PollData {
  poll?: {
    id?: string;
    title?: string;
    image?: Media;
    options?: PollOption[];
    settings?: Readonly<Record<string, unknown>>;
  };
  layout?: Readonly<Record<string, unknown>>;
  design?: Readonly<Record<string, unknown>>;
  containerData?: ContainerData;
}

export type AppEmbedType = 'PRODUCT' | 'EVENT' | 'BOOKING';

export interface AppEmbedData {
  type?: AppEmbedType;
  itemId?: string;
  name?: string;
  url?: string;
  image?: Media;
  imageSrc?: string;
  eventData?: { scheduling?: string; location?: string };
  /** Durations in minutes, as text. */
  bookingData?: { durations?: string };
  containerData?: ContainerData;
}

/** A node kind the consumer renders; the data is theirs. */
export type ExternalData = Readonly<Record<string, unknown>>;
