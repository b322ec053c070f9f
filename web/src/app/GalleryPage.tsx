// The demo site's gallery page, a host of the gallery as a site would be: items of every type,
// controls for the layout and the options of spec/001, more items added when the gallery asks
// for them (NEED_MORE_ITEMS, LOAD_MORE_CLICKED), and a log of the gallery's events.

import { useMemo, useState } from 'react';
import type { LayoutResult } from '../../../bindings/engine.ts';
import { GALLERY_EVENTS, type GalleryEventName } from '../gallery/model/events.ts';
import { Gallery, useEngineClient } from '../gallery/ui/index.ts';
import styles from './GalleryPage.module.css';
import { Controls } from './Controls.tsx';
import {
  type DemoItem,
  INITIAL_ITEMS,
  type ItemKind,
  itemsOfKind,
  moreItems,
  TOTAL_ITEMS,
} from './demo-items.ts';
import { demoOptions, INITIAL_SETTINGS } from './demo-options.ts';
import { EventLog } from './EventLog.tsx';
import { useEventLog } from './use-event-log.ts';

const BACKEND_LABELS = {
  wasm: 'WebAssembly in a Web Worker',
  ts: 'TypeScript on the main thread',
} as const;

const ASKS_FOR_MORE: ReadonlySet<GalleryEventName> = new Set([
  GALLERY_EVENTS.NEED_MORE_ITEMS,
  GALLERY_EVENTS.LOAD_MORE_CLICKED,
]);

function titleOf(items: readonly DemoItem[], data: unknown): string | undefined {
  const id = (data as { id?: unknown } | null)?.id;
  return items.find((item) => item.itemId === id)?.metaData.title;
}

export function GalleryPage() {
  const client = useEngineClient();
  const [settings, setSettings] = useState(INITIAL_SETTINGS);
  const [kind, setKind] = useState<ItemKind>('all');
  const [items, setItems] = useState<readonly DemoItem[]>(INITIAL_ITEMS);
  const [shown, setShown] = useState<LayoutResult>();
  const [action, setAction] = useState<string>();
  const log = useEventLog();
  const options = useMemo(() => demoOptions(settings), [settings]);
  const given = useMemo(() => itemsOfKind(items, kind), [items, kind]);

  const onEvent = (name: GalleryEventName, data: unknown) => {
    log.record(name, data);
    // The host adds the next items when the gallery asks; only the full list grows.
    if (ASKS_FOR_MORE.has(name) && kind === 'all')
      setItems((earlier) => [...earlier, ...moreItems(earlier.length)]);
    // The click action ACTION leaves the response to the host (spec/001 §4).
    if (name === GALLERY_EVENTS.ITEM_ACTION_TRIGGERED) setAction(titleOf(items, data));
  };

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
              · {given.length} {given.length === 1 ? 'item' : 'items'}
              {shown.columns > 1 ? ` in ${shown.columns} columns` : ''}, {Math.round(shown.height)}{' '}
              px tall
            </span>
          )}
        </p>
        <Controls settings={settings} onSettings={setSettings} kind={kind} onKind={setKind} />
        <p className={styles.status} role="status">
          {action === undefined ? '' : `The host was asked to open “${action}”.`}
        </p>
      </header>
      <div className={styles.body}>
        <div className={styles.gallery}>
          {client && (
            <Gallery
              items={given}
              options={options}
              client={client}
              onLayout={setShown}
              eventsListener={onEvent}
              totalItemsCount={kind === 'all' ? TOTAL_ITEMS : given.length}
            />
          )}
        </div>
        <EventLog entries={log.entries} clear={log.clear} />
      </div>
    </main>
  );
}
