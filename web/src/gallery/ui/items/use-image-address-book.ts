// The gallery's image address book, made anew when the engine or the options change. A host that
// hands a new createMediaUrl each render keeps its answers: the latest function is asked. The
// addresses each blueprint brings are read through `seeded` (spec/002 §7).

import { useMemo } from 'react';
import type { FlatOptions } from '../../model/index.ts';
import type { EngineClient } from '../../worker/index.ts';
import { useLatest } from '../../../react/use-latest.ts';
import type { CreateMediaUrl } from './create-media-url.ts';
import { createImageAddressBook, type ImageAddressBook } from './image-address-book.ts';
import { devicePixelRatio } from './image-request.ts';

export function useImageAddressBook(
  engine: EngineClient | undefined,
  options: FlatOptions,
  createMediaUrl: CreateMediaUrl | undefined,
  seeded?: () => ReadonlyMap<string, string> | undefined,
): ImageAddressBook {
  const host = useLatest(createMediaUrl);
  const hasHost = createMediaUrl !== undefined;
  return useMemo(
    () =>
      createImageAddressBook({
        engine,
        options,
        createMediaUrl: hasHost ? (...args) => host.current!(...args) : undefined,
        pixelRatio: devicePixelRatio(),
        seeded,
      }),
    [engine, options, hasHost, host, seeded],
  );
}
