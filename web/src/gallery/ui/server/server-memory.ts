// What a server keeps between the pages it renders, each cache registering how it is forgotten,
// so that clearServerLayouts() forgets them all (a page's first render on a fresh server) without
// this layer knowing the caches of the layers above it.

const forgetters = new Set<() => void>();

/** Registers how a cache a server keeps is forgotten. */
export function forgottenWithServerLayouts(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets every cache registered. */
export function forgetServerMemory(): void {
  for (const forget of forgetters) forget();
}
