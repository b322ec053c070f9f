// The demo site's gallery page: the sample pictures in a masonry or grid gallery laid out by the engine worker.

import { useMemo, useState } from 'react';
import type { LayoutResult } from '../../../bindings/engine.ts';
import { Gallery, useEngineClient } from '../gallery/ui/index.ts';
import styles from './GalleryPage.module.css';
import { Controls } from './Controls.tsx';
import { type DemoLayout, demoOptions } from './demo-options.ts';
import { SAMPLES } from './samples.ts';

const BACKEND_LABELS = {
  wasm: 'WebAssembly in a Web Worker',
  ts: 'TypeScript on the main thread',
} as const;

export function GalleryPage() {
  const client = useEngineClient();
  const [layout, setLayout] = useState<DemoLayout>(1);
  const [spacing, setSpacing] = useState(10);
  const [shown, setShown] = useState<LayoutResult>();
  const options = useMemo(() => demoOptions(layout, spacing), [layout, spacing]);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1>Tessera gallery</h1>
        <p className={styles.status}>
          Layout engine:{' '}
          <strong data-testid="backend">
            {client ? BACKEND_LABELS[client.backend] : 'starting…'}
          </strong>
          {shown && (
            <span data-testid="summary">
              {' '}
              · {SAMPLES.length} pictures{shown.columns > 1 ? ` in ${shown.columns} columns` : ''},{' '}
              {Math.round(shown.height)} px tall
            </span>
          )}
        </p>
        <Controls layout={layout} spacing={spacing} onLayout={setLayout} onSpacing={setSpacing} />
      </header>
      {client && <Gallery items={SAMPLES} options={options} client={client} onLayout={setShown} />}
    </main>
  );
}
