// The demo site: the gallery page, the content viewer page and the benchmark page, chosen by the
// address's hash (#/viewer, #/viewer/<document>, #/bench, #/bench?run=quick), with a small
// navigation between them. A content anchor (#viewer-<id>, written by the viewer's in-page links)
// is not a page: the current one stays.

import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './DemoSite.module.css';
import { GalleryPage } from './GalleryPage.tsx';
import { ViewerPage } from './viewer/ViewerPage.tsx';

/** The benchmark page is a chunk of its own (the reference it times is a further one). */
const BenchPage = lazy(() =>
  import('./bench/BenchPage.tsx').then((module) => ({ default: module.BenchPage })),
);

interface Route {
  page: 'gallery' | 'viewer' | 'bench';
  document?: string;
  /** The benchmark page's query (#/bench?run=quick starts a quick run). */
  query?: string;
}

/** spec/000 §2: the viewer's in-page targets are named viewer-{anchor}. */
const CONTENT_ANCHOR = /^#viewer-/;

function route(hash: string, previous?: Route): Route {
  if (CONTENT_ANCHOR.test(hash)) return previous ?? { page: 'viewer' };
  const bench = /^#\/bench(?:\?(.*))?$/.exec(hash);
  if (bench) return { page: 'bench', query: bench[1] };
  const match = /^#\/viewer(?:\/(.+))?$/.exec(hash);
  if (!match) return { page: 'gallery' };
  return {
    page: 'viewer',
    document: match[1] === undefined ? undefined : decodeURIComponent(match[1]),
  };
}

export function DemoSite() {
  const [current, setCurrent] = useState(() => route(window.location.hash));
  useEffect(() => {
    const onHashChange = () => setCurrent((previous) => route(window.location.hash, previous));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  // The chosen document goes into the address, so it can be shared, reloaded and gone back to.
  const showDocument = (name: string) => {
    window.location.hash = `#/viewer/${encodeURIComponent(name)}`;
  };
  return (
    <>
      <nav className={styles.nav} aria-label="Demo pages">
        <a href="#/" aria-current={current.page === 'gallery' ? 'page' : undefined}>
          Gallery
        </a>
        <a href="#/viewer" aria-current={current.page === 'viewer' ? 'page' : undefined}>
          Content viewer
        </a>
        <a href="#/bench" aria-current={current.page === 'bench' ? 'page' : undefined}>
          Benchmarks
        </a>
      </nav>
      {current.page === 'bench' ? (
        <Suspense fallback={<p role="status">Loading the benchmark page…</p>}>
          <BenchPage query={current.query} />
        </Suspense>
      ) : current.page === 'viewer' ? (
        <ViewerPage initialDocument={current.document} onDocumentChange={showDocument} />
      ) : (
        <GalleryPage />
      )}
    </>
  );
}
