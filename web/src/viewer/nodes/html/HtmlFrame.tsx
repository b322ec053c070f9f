// An html embed's frame (spec/000 §3 "Html embed data", §7): markup runs in a sandboxed srcdoc
// frame with an opaque origin (no allow-same-origin), an address in a sandboxed frame of its own.
// Its height follows htmlPlugin:heightResize messages from this frame's window only; new markup
// goes in by htmlPlugin:updateContent, without reloading the frame.

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { HEIGHT_RESIZE, readHeightResize, UPDATE_CONTENT } from './html-messages.ts';
import { frameDocument } from './frame-document.ts';
import styles from './HtmlFrame.module.css';
import { isCrossOrigin, useInBrowser } from './use-in-browser.ts';

/** Scripts, forms, new tabs and full screen; never top navigation, never the page's origin. */
const SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

export type FrameSource = { html: string } | { url: string };

export interface HtmlFrameProps {
  source: FrameSource;
  title: string;
  /** The height until the frame reports one (and for good without autoHeight). */
  height: number;
  autoHeight: boolean;
  /** A player keeps its width to height ratio at any width (instead of `height`). */
  aspectRatio?: number;
}

export function HtmlFrame({ source, title, height, autoHeight, aspectRatio }: HtmlFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const frameId = useId();
  const [reported, setReported] = useState<number>();
  const html = 'html' in source ? source.html : undefined;
  // The markup the frame was made with; later markup is sent to it, not reloaded.
  const [srcDoc] = useState(() => (html === undefined ? undefined : frameDocument(html, frameId)));
  const [loaded, setLoaded] = useState(false);
  const remote = useRemoteAddress('url' in source ? source.url : undefined);

  const onMessage = useEffectEvent((event: MessageEvent) => {
    const window = frame.current?.contentWindow;
    if (!autoHeight || !window || event.source !== window) return;
    const next = readHeightResize(event.data, srcDoc === undefined ? undefined : frameId);
    if (next !== undefined) setReported(next);
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    // A frame of server HTML may have reported before this listener was there: ask again.
    frame.current?.contentWindow?.postMessage({ type: HEIGHT_RESIZE, id: frameId }, '*');
    return () => window.removeEventListener('message', listener);
  }, [frameId]);

  const sentHtml = useRef(html);
  useEffect(() => {
    if (!loaded || html === undefined || html === sentHtml.current) return;
    sentHtml.current = html;
    // An opaque origin cannot be named as a target; the markup is the document's own anyway.
    frame.current?.contentWindow?.postMessage({ type: UPDATE_CONTENT, html }, '*');
  }, [loaded, html]);

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title={title}
      sandbox={remote?.sandbox ?? SANDBOX}
      srcDoc={srcDoc}
      src={remote?.url}
      style={
        aspectRatio
          ? { aspectRatio }
          : { height: `${(autoHeight ? reported : undefined) ?? height}px` }
      }
      onLoad={() => setLoaded(true)}
      allow="fullscreen; picture-in-picture"
      data-html-frame={srcDoc === undefined ? 'url' : 'html'}
    />
  );
}

/**
 * An address is given its frame in the browser only (after hydration): only the browser knows the
 * page's origin, and a frame on that origin must not get allow-same-origin (with scripts it could
 * lift its own sandbox).
 */
function useRemoteAddress(url: string | undefined) {
  const inBrowser = useInBrowser();
  if (url === undefined || !inBrowser) return undefined;
  return { url, sandbox: isCrossOrigin(url) ? `${SANDBOX} allow-same-origin` : SANDBOX };
}
