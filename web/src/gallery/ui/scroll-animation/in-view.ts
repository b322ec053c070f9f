// One IntersectionObserver for every item waiting for its scroll animation: each element is
// reported once, the first time any of it is on screen, and then no longer watched.

type Entered = () => void;

const waiting = new Map<Element, Entered>();
let observer: IntersectionObserver | null = null;

function watcher(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const entered = waiting.get(entry.target);
      stopWatching(entry.target);
      entered?.();
    }
  });
  return observer;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

/** Calls `entered` once `element` first comes into view; the returned function stops watching. */
export function onceInView(element: Element, entered: Entered): () => void {
  // Without the observer (an old browser), the item is shown at once, at rest.
  if (typeof IntersectionObserver === 'undefined') {
    entered();
    return () => {};
  }
  waiting.set(element, entered);
  watcher().observe(element);
  return () => stopWatching(element);
}
