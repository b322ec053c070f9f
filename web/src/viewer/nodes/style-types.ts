import type { CSSProperties } from 'react';

/** A style object that may also set CSS custom properties (`--tessera-*`, component variables). */
export type StyleWithVariables = CSSProperties & {
  [variable: `--${string}`]: string | number | undefined;
};
