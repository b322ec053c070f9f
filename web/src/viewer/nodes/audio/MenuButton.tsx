// A menu button (WAI-ARIA APG "Menu Button"): the button toggles its menu; in the menu the arrow
// keys, Home and End move, Enter or Space chooses, Escape closes it and returns to the button, and
// a click outside or Tab closes it (spec/000 §4: the context menu and the speed menu).

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './Audio.module.css';

export interface MenuItem {
  label: string;
  /** For a choice of one (menuitemradio): whether it is the one chosen. */
  checked?: boolean;
  onSelect(): void;
}

export interface MenuButtonProps {
  label: string;
  /** What the button shows: an icon, or `value`. */
  children: ReactNode;
  /** The text the button shows, if any: its name is the label and this. */
  value?: string;
  items: readonly MenuItem[];
  className?: string;
}

export function MenuButton({ label, children, value, items, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuItems = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role^=menuitem]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const chosen = menuItems().find((item) => item.getAttribute('aria-checked') === 'true');
    (chosen ?? menuItems()[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) all[moves[event.key]]?.focus();
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={root} className={[styles.menuRoot, className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className={styles.control}
        aria-label={value === undefined ? label : `${label} ${value}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <ul
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li
              key={item.label}
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                item.onSelect();
                close();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  item.onSelect();
                  close();
                }
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
