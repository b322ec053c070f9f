// A view's image address, from the gallery's address book: the view asks for it once it is drawn
// and renders again when the answer comes. Outside a gallery the item's own address is used.

import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ImageAddressBook, ImageWant } from './image-address-book.ts';

export const ImageAddressContext = createContext<ImageAddressBook | null>(null);

const NO_STORE = () => () => {};

/** The address of `want`, or undefined while it is being made; null asks for nothing. */
export function useImageAddress(want: ImageWant | null): string | undefined {
  const book = useContext(ImageAddressContext);
  const lookUp = () => {
    if (want === null) return undefined;
    if (book === null) return want.variant === 'resized' ? want.item.url || undefined : undefined;
    return book.addressOf(want);
  };
  // Only a view still waiting for its address listens to the book: an address, once made, stays,
  // and a scroll that mounts many items would otherwise have every item look at every answer.
  const known = lookUp();
  const waiting = want !== null && book !== null && known === undefined;
  const address = useSyncExternalStore(
    waiting ? book.subscribe : NO_STORE,
    waiting ? lookUp : () => known,
  );
  const item = want?.item;
  const variant = want?.variant;
  const width = want?.width ?? 0;
  const height = want?.height ?? 0;
  useEffect(() => {
    if (book === null || item === undefined || variant === undefined || address !== undefined)
      return;
    book.ask({ item, variant, width, height });
  }, [book, item, variant, width, height, address]);
  return address;
}
