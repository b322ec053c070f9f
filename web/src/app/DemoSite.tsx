// The demo site: the gallery page and the content viewer page, chosen by the address's hash
// (#/viewer, #/viewer/<document>), with a small navigation between them.

import { useEffect, useState } from 'react';
import { App } from './App.tsx';
import styles from './DemoSite.module.css';
import { ViewerPage } from './viewer/ViewerPage.tsx';

function route(hash: string): { page: 'gallery' | 'viewer'; document?: string } {
  const match = /^#\/viewer(?:\/(.+))?$/.exec(hash);
  if (!match) return { page: 'gallery' };
  return { page: 'viewer', document: match[1] === undefined ? undefined : decodeURIComponent(match[1]) };
}

export function DemoSite() {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onHashChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const current = route(hash);
  return (
    <>
      <nav className={styles.nav} aria-label="Demo pages">
        <a href="#/" aria-current={current.page === 'gallery' ? 'page' : undefined}>
          Gallery
        </a>
        <a href="#/viewer" aria-current={current.page === 'viewer' ? 'page' : undefined}>
          Content viewer
        </a>
      </nav>
      {current.page === 'viewer' ? <ViewerPage initialDocument={current.document} /> : <App />}
    </>
  );
}
