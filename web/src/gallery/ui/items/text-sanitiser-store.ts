// Loads the sanitiser chunk on demand and tells React when it is there. Read with
// useSyncExternalStore: the server snapshot is always "not loaded", so the server and the hydrating
// render both show the item's plain words, and React moves to the sanitised markup after hydration
// without a mismatch; a later client render reads the loaded sanitiser at once.

export type SanitiseHtml = (html: string) => string;

let sanitise: SanitiseHtml | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('./text-sanitiser.ts').then(
    (chunk) => {
      sanitise = chunk.sanitiseItemHtml;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Without the sanitiser the words stay as plain text; a later item tries again.
      loading = null;
      console.error(error);
    },
  );
}

/** Subscribing starts the load: only a drawn text item with markup asks for the chunk. */
export function subscribeSanitiser(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export const sanitiserSnapshot = (): SanitiseHtml | null => sanitise;
export const sanitiserServerSnapshot = (): SanitiseHtml | null => null;
