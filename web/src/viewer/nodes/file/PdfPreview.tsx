// A PDF's preview (the FULL and MINI view modes of fileData.pdfSettings). Chromium shows no PDF in
// a sandboxed frame (any sandbox blocks its viewer), so the preview is an unsandboxed frame, and
// therefore only for an address on another origin — where the page's document, storage and
// cookies are out of its reach — given in the browser, which alone knows the page's origin.

import styles from '../html/HtmlFrame.module.css';
import { isCrossOrigin, useInBrowser } from '../html/use-in-browser.ts';

export function PdfPreview({ url, title, height }: { url: string; title: string; height: number }) {
  const inBrowser = useInBrowser();
  const src = inBrowser && isCrossOrigin(url) ? url : undefined;
  if (inBrowser && src === undefined) return null;
  return (
    <iframe
      className={styles.frame}
      title={title}
      src={src}
      style={{ height: `${height}px` }}
      referrerPolicy="no-referrer"
      data-pdf-preview=""
    />
  );
}
