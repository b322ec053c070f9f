// One labelled select of the demo's controls.

import { useId } from 'react';
import styles from './GalleryPage.module.css';

export interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

export function ChoiceSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceSelectProps<T>) {
  const id = useId();
  return (
    <label htmlFor={id} className={styles.choice}>
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(options[event.currentTarget.selectedIndex]?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
