// The image-address half of the engine contract (spec/001 §3 "Media item input", §5 "Image
// address builder rules", §9 "Image constants"; spec/002 §3 "Image address variants").

export type QualityTierName = 'tiny' | 'low' | 'medium' | 'high';
export const QUALITY_TIER_NAMES: readonly QualityTierName[] = ['tiny', 'low', 'medium', 'high'];

export interface ImageQuality {
  tier: QualityTierName;
  quality: number;
  maxUpscale: number;
}

/** fill covers the target, fit stays inside it, crop cuts `crop` out of the source first. */
export type ImageFit = 'fill' | 'fit' | 'crop';
export const IMAGE_FITS: readonly ImageFit[] = ['fill', 'fit', 'crop'];

/** spec/002 §3, in the order of their codes. */
export type ImageVariant =
  | 'resized'
  | 'multi'
  | 'scaled'
  | 'pixel'
  | 'thumbnail'
  | 'square'
  | 'full'
  | 'sample'
  | 'low-res'
  | 'magnified'
  | 'download';
export const IMAGE_VARIANTS: readonly ImageVariant[] = [
  'resized',
  'multi',
  'scaled',
  'pixel',
  'thumbnail',
  'square',
  'full',
  'sample',
  'low-res',
  'magnified',
  'download',
];

/** 'auto' and 'classic' upscale by the quality tier's limit; 'super' by super-resolution. */
export type UpscaleMethod = 'auto' | 'classic' | 'super';
export const UPSCALE_METHODS: readonly UpscaleMethod[] = ['auto', 'classic', 'super'];
export type ImageEncoding = 'AVIF' | 'PAVIF';
export const IMAGE_ENCODINGS: readonly ImageEncoding[] = ['AVIF', 'PAVIF'];

export interface ImageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Sharpening; used only when all three are given and in range (spec/001 §5). */
export interface UnsharpMask {
  radius?: number;
  amount?: number;
  threshold?: number;
}

export interface ImageFilters {
  contrast?: number;
  brightness?: number;
  saturation?: number;
  hue?: number;
  blur?: number;
}

export interface ImageUrlOptions {
  /** In percent of the width and height, 0-100. */
  focalPoint?: { x: number; y: number };
  /** Used only between 5 and 90; otherwise the quality tier's. */
  quality?: number;
  unsharpMask?: UnsharpMask;
  filters?: ImageFilters;
  upscaleMethod?: UpscaleMethod;
  /** Capped at 2. */
  devicePixelRatio?: number;
  /** The file name the address ends in. */
  name?: string;
  encoding?: ImageEncoding;
  /** Adds enc_auto (the default: true). */
  autoEncode?: boolean;
  /** false adds bl (the default: true). */
  progressive?: boolean;
  watermark?: string;
  /** webp and avif sources take every transform: crop, focal point, alignment (the default: false). */
  allowWebpAvifTransforms?: boolean;
  /** An address for a crawler: the device pixel ratio is ignored (the default: false). */
  isSEOBot?: boolean;
}

/** One image to address: the media item (spec/001 §3) and the size it is shown at. */
export interface ImageUrlRequest {
  fit: ImageFit;
  id: string;
  /** The source's own size. */
  width: number;
  height: number;
  /** The size it is shown at, in CSS pixels. */
  targetWidth: number;
  targetHeight: number;
  /** The rectangle to cut out of the source, for fit 'crop'. */
  crop?: ImageRect;
  options?: ImageUrlOptions;
  /** Which address of spec/002 §3 (the default: 'resized'). */
  variant?: ImageVariant;
}

/** The static media host the addresses are made on unless the caller names another. */
export const DEFAULT_IMAGE_HOST = 'https://static.wixstatic.com/media/';

export interface ImageUrlEngine {
  /** The quality tier and upscale limit for an image shown at width by height (spec/001 §9). */
  imageQuality(width: number, height: number): ImageQuality;
  /** The address of one image on `host` (DEFAULT_IMAGE_HOST when absent). */
  imageUrl(request: ImageUrlRequest, host?: string): string;
  /** The addresses of many images at once, in order: one call into the engine for them all. */
  imageUrls(requests: readonly ImageUrlRequest[], host?: string): string[];
}
