// Looks a key up and fills its `{name}` placeholders; unknown keys fall back to English, then to
// the key itself.

import { ENGLISH, type Messages } from './english.ts';

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export function translator(messages: Messages): Translate {
  return (key, values) => {
    const template =
      (Object.hasOwn(messages, key) ? messages[key as keyof Messages] : undefined) ??
      (Object.hasOwn(ENGLISH, key) ? ENGLISH[key as keyof Messages] : key);
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}
