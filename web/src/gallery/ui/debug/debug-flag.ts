// Whether the debug overlay shows (spec/002 §2): the top-level page's URL parameter pgdebug equals
// true. A gallery in a frame of another origin cannot read the top page's address; its own is
// read instead.

/** The URL parameter that shows the debug overlay. */
export const DEBUG_PARAMETER = 'pgdebug';

function topLevelSearch(): string {
  try {
    return window.top?.location.search ?? window.location.search;
  } catch {
    return window.location.search;
  }
}

export function isDebugPage(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(topLevelSearch()).get(DEBUG_PARAMETER) === 'true';
}
