// The demo's controls: layout and item spacing.

import { useId } from 'react';
import styles from './GalleryPage.module.css';
import { type DemoLayout, LAYOUTS } from './demo-options.ts';

export interface ControlsProps {
  layout: DemoLayout;
  spacing: number;
  onLayout(layout: DemoLayout): void;
  onSpacing(spacing: number): void;
}

export function Controls({ layout, spacing, onLayout, onSpacing }: ControlsProps) {
  const spacingId = useId();
  return (
    <div className={styles.controls}>
      <fieldset className={styles.toggle}>
        <legend className={styles.hidden}>Layout</legend>
        {LAYOUTS.map(({ code, label }) => (
          <label key={code} className={code === layout ? styles.chosen : undefined}>
            <input
              type="radio"
              name="layout"
              value={code}
              checked={code === layout}
              onChange={() => onLayout(code)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={spacingId} className={styles.spacing}>
        Item spacing
        <input
          id={spacingId}
          type="range"
          min={0}
          max={40}
          step={1}
          value={spacing}
          onChange={(event) => onSpacing(Number(event.currentTarget.value))}
        />
        <output htmlFor={spacingId}>{spacing} px</output>
      </label>
    </div>
  );
}
