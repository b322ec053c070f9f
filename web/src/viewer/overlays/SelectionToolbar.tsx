// The text-selection toolbar (spec/000 §2): text selected in the viewer gets a small toolbar above
// it to copy the text or tweet it with the page's address. A toolbar as WAI-ARIA APG has it: one
// tab stop, arrow keys (and Home, End) between its controls, Escape to dismiss.

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { OverlaysProps } from './overlays-props.ts';
import styles from './Overlays.module.css';

const TWEET_INTENT = 'https://twitter.com/intent/tweet';

interface Selected {
  text: string;
  top: number;
  left: number;
}

/** The selection when it is non-empty text inside `root`, with where its toolbar goes. */
function selectionIn(root: HTMLElement): Selected | undefined {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.commonAncestorContainer)) return undefined;
  const text = selection.toString().trim();
  if (text === '') return undefined;
  const box = range.getBoundingClientRect();
  return { text, top: box.top, left: box.left + box.width / 2 };
}

export function SelectionToolbar({ root, t, direction }: OverlaysProps) {
  const [selected, setSelected] = useState<Selected>();
  const toolbar = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    // Shown once the visitor has finished selecting (pointer or keyboard), hidden when the
    // selection goes away.
    const update = (event: Event) => {
      if (toolbar.current?.contains(event.target as Node)) return;
      if (event instanceof KeyboardEvent && event.key === 'Escape') return;
      setSelected(selectionIn(root));
      setActive(0);
    };
    const onSelectionChange = () => {
      if (!selectionIn(root)) setSelected(undefined);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setSelected(undefined);
    };
    document.addEventListener('pointerup', update);
    document.addEventListener('keyup', update);
    document.addEventListener('selectionchange', onSelectionChange);
    document.addEventListener('keydown', onKey);
    // It stays over the selection while the page scrolls.
    const follow = () => setSelected((shown) => shown && selectionIn(root));
    window.addEventListener('scroll', follow, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', follow, { capture: true });
      document.removeEventListener('pointerup', update);
      document.removeEventListener('keyup', update);
      document.removeEventListener('selectionchange', onSelectionChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [root]);

  if (!selected) return null;
  const pageUrl = typeof location === 'undefined' ? '' : location.href;
  const tweet = `${TWEET_INTENT}?${new URLSearchParams({ text: selected.text, url: pageUrl })}`;
  const controls = () => [...(toolbar.current?.querySelectorAll<HTMLElement>('button, a') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    const items = controls();
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (active + 1) % items.length;
    else if (event.key === backward) next = (active - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    items[next]?.focus();
  };
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={t('TextSelection_Toolbar_Label')}
      className={styles.toolbar}
      style={{ top: selected.top, left: selected.left }}
      onKeyDown={onKeyDown}
      // Pressing a control must not clear the selection it acts on.
      onPointerDown={(event) => event.preventDefault()}
      data-selection-toolbar=""
    >
      <button
        type="button"
        tabIndex={active === 0 ? 0 : -1}
        onClick={() => void navigator.clipboard?.writeText(selected.text).catch(() => {})}
      >
        {t('TextSelection_Copy')}
      </button>
      <a href={tweet} target="_blank" rel="noopener noreferrer" tabIndex={active === 1 ? 0 : -1}>
        {t('TextSelection_Tweet')}
      </a>
    </div>
  );
}
