// The link-preview popover (spec/000 §2): pointing at (or focusing) a link in the text shows,
// after the tooltip delay of spec/000 §9, where it goes — the page's title, description and
// thumbnail when the host supplies a lookup (services.linkPreview), else the address. The
// pointer may move onto it; leaving both, blur or Escape hides it (WCAG 1.4.13).

import { useEffect, useId, useRef, useState } from 'react';
import type { LinkPreviewMetadata } from '../services.ts';
import type { OverlaysProps } from './overlays-props.ts';
import styles from './Overlays.module.css';
import { previewableLink } from './text-links.ts';

/** How long the pointer may take to cross from the link to the popover. */
const LEAVE_GRACE_MS = 150;

interface Shown {
  anchor: HTMLAnchorElement;
  href: string;
  top: number;
  left: number;
}

export function LinkPreviewPopover({ root, services, delay }: OverlaysProps) {
  const id = useId();
  const [shown, setShown] = useState<Shown>();
  const [found, setFound] = useState<{ href: string; metadata?: LinkPreviewMetadata }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const popover = useRef<HTMLDivElement>(null);
  const cache = useRef(new Map<string, Promise<LinkPreviewMetadata | undefined>>());

  useEffect(() => {
    const later = (action: () => void, delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(action, delay);
    };
    const open = (anchor: HTMLAnchorElement) =>
      later(() => {
        const box = anchor.getBoundingClientRect();
        setShown({ anchor, href: anchor.href, top: box.bottom + 4, left: box.left });
      }, delay);
    const close = () => later(() => setShown(undefined), LEAVE_GRACE_MS);
    const onOver = (event: Event) => {
      if (popover.current?.contains(event.target as Node)) return clearTimeout(timer.current);
      const anchor = previewableLink(event.target, root);
      if (anchor) open(anchor);
    };
    const onOut = (event: Event) => {
      if (previewableLink(event.target, root) || popover.current?.contains(event.target as Node))
        close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      setShown(undefined);
    };
    const hideNow = () => {
      clearTimeout(timer.current);
      setShown(undefined);
    };
    root.addEventListener('pointerover', onOver);
    root.addEventListener('pointerout', onOut);
    root.addEventListener('focusin', onOver);
    root.addEventListener('focusout', onOut);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hideNow, { passive: true, capture: true });
    // The link under the pointer when the chunk arrived.
    const hovered = [...root.querySelectorAll('a:hover')].pop();
    const first = previewableLink(hovered ?? null, root);
    if (first) open(first);
    return () => {
      clearTimeout(timer.current);
      root.removeEventListener('pointerover', onOver);
      root.removeEventListener('pointerout', onOut);
      root.removeEventListener('focusin', onOver);
      root.removeEventListener('focusout', onOut);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hideNow, { capture: true });
    };
  }, [root, delay]);

  // The link is described by the popover while it shows.
  useEffect(() => {
    if (!shown) return;
    const { anchor } = shown;
    const before = anchor.getAttribute('aria-describedby');
    anchor.setAttribute('aria-describedby', id);
    return () => {
      if (before === null) anchor.removeAttribute('aria-describedby');
      else anchor.setAttribute('aria-describedby', before);
    };
  }, [shown, id]);

  const lookup = services.linkPreview;
  const href = shown?.href;
  useEffect(() => {
    if (!lookup || href === undefined) return;
    let current = true;
    let request = cache.current.get(href);
    if (!request) cache.current.set(href, (request = lookup(href).catch(() => undefined)));
    void request.then((metadata) => current && setFound({ href, metadata }));
    return () => {
      current = false;
    };
  }, [lookup, href]);

  if (!shown) return null;
  const metadata = found?.href === shown.href ? found.metadata : undefined;
  const { anchor } = shown;
  const thumbnail = httpAddress(metadata?.thumbnailUrl);
  return (
    <div
      ref={popover}
      id={id}
      role="tooltip"
      className={styles.popover}
      style={{ top: shown.top, left: shown.left }}
      data-link-preview-popover=""
    >
      {thumbnail && <img src={thumbnail} alt="" referrerPolicy="no-referrer" />}
      <span>
        {metadata?.title && <strong>{metadata.title}</strong>}
        {metadata?.description && <span>{metadata.description}</span>}
        <span>{anchor.hostname + anchor.pathname.replace(/\/$/, '')}</span>
      </span>
    </div>
  );
}

/** The host's thumbnail address when it is http(s); nothing else reaches an src. */
function httpAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
