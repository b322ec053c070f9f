// The debug overlay (spec/002 §2): the library version, then what the gallery is running on and
// drawing — the engine's backend, the layout's size, how many items it has, and the band of the
// layout kept in the DOM with the number of items drawn. It floats over the gallery's top corner,
// follows the page while the gallery is on screen, and takes no clicks.

import type { Band } from '../virtual-window.ts';
import styles from './DebugOverlay.module.css';
import { LIBRARY_VERSION } from './version.ts';

export interface DebugOverlayProps {
  /** 'wasm' or 'ts'; undefined while the engine starts. */
  backend: string | undefined;
  layout: { width: number; height: number } | undefined;
  itemsCount: number;
  band: Band | null;
  drawnCount: number;
}

const px = (value: number) => `${Math.round(value)}px`;

export function DebugOverlay({ backend, layout, itemsCount, band, drawnCount }: DebugOverlayProps) {
  const lines = [
    `version ${LIBRARY_VERSION}`,
    `backend ${backend ?? 'starting'}`,
    `layout ${layout === undefined ? 'none' : `${px(layout.width)} × ${px(layout.height)}`}`,
    `items ${itemsCount}`,
    `band ${band === null ? 'unmeasured' : `${px(band.top)} to ${px(band.bottom)}`}, ${drawnCount} drawn`,
  ];
  return (
    <div className={styles.anchor}>
      <div className={styles.panel} data-tessera-debug="">
        {lines.map((line) => (
          <div key={line.split(' ')[0]}>{line}</div>
        ))}
      </div>
    </div>
  );
}
