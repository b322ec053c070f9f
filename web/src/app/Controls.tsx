// The demo's controls: layout, item spacing, which items, how more load, and one select per
// option of CHOICES (overlay, info, hover effect, click action, scroll animation, direction).

import { useId } from 'react';
import styles from './GalleryPage.module.css';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { ITEM_KINDS, type ItemKind } from './demo-items.ts';
import {
  CHOICE_LABELS,
  CHOICES,
  type ChoiceName,
  type DemoSettings,
  LAYOUTS,
  LOAD_MORE_MODES,
  type LoadMoreMode,
} from './demo-options.ts';

export interface ControlsProps {
  settings: DemoSettings;
  onSettings(settings: DemoSettings): void;
  kind: ItemKind;
  onKind(kind: ItemKind): void;
}

const LOAD_MORE_LABELS: Readonly<Record<LoadMoreMode, string>> = {
  SCROLL: 'On scroll',
  BUTTON_ALL: 'Button, all at once',
  BUTTON_PARTIAL: 'Button, a screen a time',
};

const CHOICE_NAMES = Object.keys(CHOICES) as ChoiceName[];

export function Controls({ settings, onSettings, kind, onKind }: ControlsProps) {
  const spacingId = useId();
  const { layout, spacing } = settings;
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
              onChange={() => onSettings({ ...settings, layout: code })}
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
          onChange={(event) =>
            onSettings({ ...settings, spacing: Number(event.currentTarget.value) })
          }
        />
        <output htmlFor={spacingId}>{spacing} px</output>
      </label>
      <div className={styles.choices}>
        <ChoiceSelect
          label="Items"
          value={kind}
          options={ITEM_KINDS.map(({ kind, label }) => ({ value: kind, label }))}
          onChange={onKind}
        />
        <ChoiceSelect
          label="Load more"
          value={settings.loadMore}
          options={LOAD_MORE_MODES.map((mode) => ({ value: mode, label: LOAD_MORE_LABELS[mode] }))}
          onChange={(loadMore) => onSettings({ ...settings, loadMore })}
        />
        {CHOICE_NAMES.map((name) => (
          <ChoiceSelect
            key={name}
            label={CHOICE_LABELS[name]}
            value={settings.choices[name]}
            options={CHOICES[name].map((value) => ({ value, label: value }))}
            onChange={(value) =>
              onSettings({ ...settings, choices: { ...settings.choices, [name]: value } })
            }
          />
        ))}
      </div>
    </div>
  );
}
