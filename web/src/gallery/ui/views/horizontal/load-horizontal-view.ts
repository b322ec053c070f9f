// The horizontal view's chunk (DESIGN.md "Load heavy things on demand"), loaded once: the gallery
// draws it from there, and a server-drawn gallery keeps its static strip until it is in, so the
// strip does not leave an empty frame behind while the chunk loads.

let loading: Promise<typeof import('./HorizontalGallery.tsx')> | undefined;

export function loadHorizontalView() {
  return (loading ??= import('./HorizontalGallery.tsx'));
}

/**
 * Runs `then` once the chunk is in and the gallery has had a task to draw the view from it (React
 * retries a suspended part in a task of its own).
 */
export function afterHorizontalView(then: () => void): void {
  void loadHorizontalView().then(() => setTimeout(then, 0));
}
