// Where a gallery's image views get their addresses (spec/002 §3 "Image address variants", §7):
// the host's createMediaUrl when it gives one (each answer kept), else the engine in the worker.
// The views ask in their effects; the asks of one render are answered by one engine call, so the
// items about to show cost one round trip together, never one each. An address of the item's own
// (a scheme or a path) is used as it is. The addresses a blueprint brought for the images shown
// first are there before any view asks (spec/002 §7, DESIGN.md "Data flow"). When an address cannot be made, the console says
// 'Cannot create url' and the original address is used (spec/002 §8).

import type { ImageUrlRequest, ImageVariant } from '../../../../../bindings/engine.ts';
import type { FlatOptions } from '../../model/index.ts';
import type { ItemModel } from '../../model/items/types.ts';
import type { EngineClient } from '../../worker/index.ts';
import { CANNOT_CREATE_URL } from '../constants.ts';
import { cachedMediaUrl, type CreateMediaUrl } from './create-media-url.ts';
import { imageRequest, isOwnAddress, resizeMethodOf } from './image-request.ts';

/** One picture a view wants: a variant of the item's image at the size it is shown. */
export interface ImageWant {
  item: ItemModel;
  /** resized (the picture), low-res (the BLUR placeholder), pixel (the MAIN_COLOR placeholder)
   *  magnified (MAGNIFY's picture, MAGNIFIED_VARIANT_SCALE times the size asked for) or
   *  thumbnail (the thumbnail strip's picture, quality 70). */
  variant: Extract<ImageVariant, 'resized' | 'low-res' | 'pixel' | 'magnified' | 'thumbnail'>;
  /** In CSS pixels. */
  width: number;
  height: number;
}

export interface ImageAddressBook {
  /** The address, or undefined while the engine makes it (or when the host makes none). */
  addressOf(want: ImageWant): string | undefined;
  /** Asks the engine for it, with the other asks of this render. */
  ask(want: ImageWant): void;
  subscribe(listener: () => void): () => void;
}

export interface ImageAddressSettings {
  engine: Pick<EngineClient, 'imageUrls'> | undefined;
  /** The gallery's processed options. */
  options: FlatOptions;
  createMediaUrl?: CreateMediaUrl;
  pixelRatio: number;
  /** The addresses the latest blueprint brought, by `imageAddressKey`. */
  seeded?: () => ReadonlyMap<string, string> | undefined;
}

function requestFor(want: ImageWant, options: FlatOptions, pixelRatio: number): ImageUrlRequest {
  return imageRequest(want.item, want.variant, want.width, want.height, options, pixelRatio);
}

/** What the book keeps an engine address under: the request the engine is asked, as JSON. */
export function imageAddressKey(want: ImageWant, options: FlatOptions, pixelRatio: number): string {
  return JSON.stringify(requestFor(want, options, pixelRatio));
}

/** The low-res variant's height and quality (spec/002 §3, §9). */
const LOW_RES_HEIGHT = 250;
const LOW_RES_QUALITY = 30;

/** The engine's magnified variant is the resized one at this many times the size asked for. */
export const MAGNIFIED_VARIANT_SCALE = 2;

/** The host's address for `want`: the picture, or the low-res one; none for the pixel. */
function hostAddress(
  create: CreateMediaUrl,
  { item, variant, width, height }: ImageWant,
  settings: ImageAddressSettings,
): string | undefined {
  if (variant === 'pixel') return undefined;
  const low = variant === 'low-res';
  const ratio = settings.pixelRatio * (variant === 'magnified' ? MAGNIFIED_VARIANT_SCALE : 1);
  const h = low ? LOW_RES_HEIGHT : Math.ceil(height * ratio);
  const w = low
    ? Math.max(1, Math.round((LOW_RES_HEIGHT * width) / Math.max(height, 1)))
    : Math.ceil(width * ratio);
  const sharp = low ? { ...item.sharpParams, quality: LOW_RES_QUALITY } : item.sharpParams;
  return create(item, item.url, resizeMethodOf(settings.options), w, h, sharp, item.focalPoint);
}

/**
 * How many engine addresses a book keeps: those of the items drawn, several times over. Without a
 * limit a scroll through 100,000 items would keep every address made, and each major garbage
 * collection would grow with them; an address dropped is asked for again should its item return.
 */
export const KEPT_ADDRESSES = 4096;

export function createImageAddressBook(settings: ImageAddressSettings): ImageAddressBook {
  const host = settings.createMediaUrl && cachedMediaUrl(settings.createMediaUrl);
  // In the order they were made or last looked up: the first is the one unused longest.
  const known = new Map<string, string>();
  const asked = new Set<string>();
  const keep = (key: string, address: string) => {
    known.delete(key);
    known.set(key, address);
    asked.delete(key);
    if (known.size > KEPT_ADDRESSES) known.delete(known.keys().next().value as string);
  };
  let queue: Array<{ key: string; request: ImageUrlRequest; original: string }> = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const requestOf = (want: ImageWant) => requestFor(want, settings.options, settings.pixelRatio);
  /** The engine's address under `key`: asked for before, or brought by the blueprint. */
  const knownAt = (key: string) => {
    // Kept (and now the latest used): a later blueprint brings the addresses of other images.
    const address = known.get(key) ?? settings.seeded?.()?.get(key);
    if (address !== undefined) keep(key, address);
    return address;
  };

  function flush(): void {
    const batch = queue;
    queue = [];
    if (batch.length === 0 || settings.engine === undefined) return;
    settings.engine.imageUrls(batch.map((entry) => entry.request)).then(
      (addresses) => {
        batch.forEach((entry, i) => keep(entry.key, addresses[i] || entry.original));
        notify();
      },
      (error: unknown) => {
        console.error(CANNOT_CREATE_URL, error);
        for (const entry of batch) keep(entry.key, entry.original);
        notify();
      },
    );
  }

  return {
    addressOf(want) {
      const { url } = want.item;
      if (url === '') return undefined;
      // An own address has one picture: it is also the magnified one and the thumbnail.
      if (isOwnAddress(url))
        return want.variant === 'resized' ||
          want.variant === 'magnified' ||
          want.variant === 'thumbnail'
          ? url
          : undefined;
      if (host !== undefined) return hostAddress(host, want, settings);
      return knownAt(JSON.stringify(requestOf(want)));
    },
    ask(want) {
      const { url } = want.item;
      if (url === '' || isOwnAddress(url) || host !== undefined) return;
      const request = requestOf(want);
      const key = JSON.stringify(request);
      if (knownAt(key) !== undefined || asked.has(key)) return;
      asked.add(key);
      if (queue.length === 0) queueMicrotask(flush);
      queue.push({ key, request, original: url });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
