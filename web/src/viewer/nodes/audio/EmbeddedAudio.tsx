// A music service's embed html (spec/000 §3 "Audio data": html) in a sandboxed frame: scripts
// run, but in an opaque origin (no allow-same-origin with srcdoc), so the markup reaches neither
// this page, its cookies nor its navigation. The frame takes the height the markup asks for.

import styles from './Audio.module.css';

export const EMBED_SANDBOX = 'allow-scripts allow-popups allow-presentation';
/** A music service's compact player, when the markup names no height. */
export const EMBED_DEFAULT_HEIGHT = 152;

/** The height of the markup's first frame or element with one, in pixels. */
export function embedHeight(html: string): number {
  const height = Number(/\bheight\s*=\s*["']?(\d{2,4})(?:px)?["'\s>]/i.exec(html)?.[1]);
  return height > 0 ? height : EMBED_DEFAULT_HEIGHT;
}

/** The title the markup gives its frame (a music service names its player), if any. */
export function embedTitle(html: string): string | undefined {
  return /\btitle\s*=\s*"([^"]+)"/i.exec(html)?.[1]?.trim() || undefined;
}

export function EmbeddedAudio({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className={styles.embed}
      srcDoc={`<!doctype html><style>html,body{margin:0;overflow:hidden}</style>${html}`}
      sandbox={EMBED_SANDBOX}
      allow="autoplay; encrypted-media; fullscreen"
      title={title || embedTitle(html) || 'Audio'}
      height={embedHeight(html)}
    />
  );
}
