// The full-screen viewer is a modal dialog (WAI-ARIA APG): focus stays inside it (focus-trap,
// which also makes the rest of the page inert), Escape or a pointer press outside it releases the
// trap and closes, and focus goes back to the element that opened it.

import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useLatest } from '../../react/use-latest.ts';

/** Returns `close`: releases the trap (focus back to the opener), then calls onClose. */
export function useFocusTrap(
  dialog: RefObject<HTMLElement | null>,
  opener: HTMLElement | null | undefined,
  onClose: () => void,
): () => void {
  const latest = useLatest({ opener, onClose });
  const trap = useRef<FocusTrap | undefined>(undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const created = createFocusTrap(element, {
      fallbackFocus: element,
      escapeDeactivates: true,
      clickOutsideDeactivates: true,
      isolateSubtrees: 'inert',
      setReturnFocus: (previous) => {
        const { opener } = latest.current;
        return opener?.isConnected ? opener : previous;
      },
      onDeactivate: () => latest.current.onClose(),
    });
    created.activate();
    trap.current = created;
    return () => {
      // Unmounted without being closed (the page went on): release, but close nothing more.
      created.deactivate({ onDeactivate: () => {} });
      if (trap.current === created) trap.current = undefined;
    };
  }, [dialog, latest]);

  return useCallback(() => {
    if (trap.current?.active) trap.current.deactivate();
    else latest.current.onClose();
  }, [latest]);
}
