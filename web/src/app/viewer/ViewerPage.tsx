// The demo's content viewer page: any corpus document, chosen from a list, in any UI locale,
// light or dark, desktop or mobile typography.

import { useCallback, useEffect, useId, useState } from 'react';
import type { RicosDocument } from '../../content/node.ts';
import { TRANSLATED_LOCALES, Viewer, type ViewerLoadedReport } from '../../viewer/index.ts';
import { CORPUS } from './corpus-index.ts';
import styles from './ViewerPage.module.css';

const LOCALES = ['en', ...TRANSLATED_LOCALES];

export interface ViewerPageProps {
  /** The document shown; the first of the corpus when not given. A new value shows that document. */
  initialDocument?: string;
  /** The visitor chose another document from the list. */
  onDocumentChange?: (name: string) => void;
}

export function ViewerPage({ initialDocument, onDocumentChange }: ViewerPageProps) {
  const ids = { document: useId(), locale: useId() };
  const [name, setName] = useState(initialDocument ?? CORPUS[0]?.name ?? '');
  const [content, setContent] = useState<RicosDocument>();
  const [locale, setLocale] = useState('en');
  const [dark, setDark] = useState(false);
  const [mobile, setMobile] = useState(false);
  const [report, setReport] = useState<ViewerLoadedReport>();
  const [errors, setErrors] = useState(0);

  // A new initial document from the host is shown; so is a document chosen from the list. What
  // was shown of the previous one goes at once (react.dev, "Adjusting some state when a prop
  // changes").
  const [givenDocument, setGivenDocument] = useState(initialDocument);
  if (initialDocument !== givenDocument) {
    setGivenDocument(initialDocument);
    if (initialDocument !== undefined) setName(initialDocument);
  }
  const [shownName, setShownName] = useState(name);
  if (name !== shownName) {
    setShownName(name);
    setContent(undefined);
    setReport(undefined);
    setErrors(0);
  }

  useEffect(() => {
    let live = true;
    CORPUS.find((entry) => entry.name === name)
      ?.load()
      .then((loaded) => live && setContent(loaded));
    return () => {
      live = false;
    };
  }, [name]);

  const onError = useCallback(() => setErrors((count) => count + 1), []);
  const nodes = report
    ? Object.values(report.nodeCounts).reduce((sum, count) => sum + count, 0)
    : 0;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1>Tessera content viewer</h1>
        <div className={styles.controls}>
          <label htmlFor={ids.document}>
            Document
            <select
              id={ids.document}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                onDocumentChange?.(event.currentTarget.value);
              }}
            >
              {CORPUS.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.locale}>
            Language
            <select
              id={ids.locale}
              value={locale}
              onChange={(event) => setLocale(event.currentTarget.value)}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={dark}
              onChange={(event) => setDark(event.currentTarget.checked)}
            />
            Dark palette
          </label>
          <label>
            <input
              type="checkbox"
              checked={mobile}
              onChange={(event) => setMobile(event.currentTarget.checked)}
            />
            Mobile
          </label>
        </div>
        <p className={styles.status} data-testid="viewer-status">
          {report
            ? `${nodes} nodes of ${Object.keys(report.nodeCounts).length} kinds · viewer ${report.version}`
            : 'loading…'}
          {errors > 0 && ` · ${errors} reported problems`}
        </p>
      </header>
      <div className={dark ? `${styles.frame} ${styles.dark}` : styles.frame}>
        {content && (
          <Viewer
            key={name}
            content={content}
            locale={locale}
            isMobile={mobile}
            theme={dark ? { palette: 'dark' } : undefined}
            onError={onError}
            onViewerLoaded={setReport}
          />
        )}
      </div>
    </main>
  );
}
