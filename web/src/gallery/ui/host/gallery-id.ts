// The gallery's DOM id (the host prop `id`): the prefix of every element id the gallery writes,
// so two galleries on one page never share one. Without the prop each gallery gets its own.

import { useId } from 'react';

const PREFIX = 'tessera-gallery-';

/** An id attribute holds no whitespace. */
function idSafe(value: string): string {
  return value.trim().replace(/\s+/g, '-');
}

export function useGalleryDomId(id: string | undefined): string {
  const generated = useId();
  const own = id === undefined || idSafe(id) === '' ? generated : idSafe(id);
  return PREFIX + own;
}
