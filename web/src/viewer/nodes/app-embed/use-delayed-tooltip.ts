// A tooltip that shows after the delay of spec/000 §9 on pointer hover or keyboard focus and hides
// on leave, blur or Escape (WAI-ARIA APG tooltip pattern).

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS } from '../constants.ts';

export interface DelayedTooltip {
  open: boolean;
  triggerProps: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(): void;
    onKeyDown(event: KeyboardEvent): void;
  };
}

export function useDelayedTooltip(): DelayedTooltip {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  const show = () => {
    cancel();
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };
  return {
    open,
    triggerProps: {
      onPointerEnter: show,
      onPointerLeave: hide,
      onFocus: show,
      onBlur: hide,
      onKeyDown: (event) => {
        if (event.key === 'Escape') hide();
      },
    },
  };
}
