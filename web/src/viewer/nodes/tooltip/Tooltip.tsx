// A tooltip on a small control (WAI-ARIA APG "Tooltip"): it shows after the delay of spec/000 §9
// while the control is hovered or focused and hides on leaving, blur or Escape. The text is in
// the page all along as the control's description, so assistive technology need not wait.

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS } from '../constants.ts';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  text: string;
  /** The control's accessible name (the control shows only an icon). */
  label: string;
  children: ReactNode;
}

export function Tooltip({ text, label, children }: TooltipProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className={styles.anchor}>
      <button
        type="button"
        className={styles.control}
        aria-label={label}
        aria-describedby={id}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {children}
      </button>
      <span id={id} role="tooltip" className={styles.tooltip} hidden={!shown}>
        {text}
      </span>
    </span>
  );
}
