// A text spoiler (spec/000 §4): blurred until clicked, then each click (or Enter / Space)
// toggles it. Spoilers with an id share their state through the spoiler manager.

import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useState,
  useSyncExternalStore,
} from 'react';
import { useViewer } from '../context.ts';
import { useSpoilerManager } from './SpoilerScope.tsx';
import css from './Text.module.css';

const REVEAL_LABEL_KEY = 'Spoiler_Click_To_Reveal';

function useRevealed(id: string | undefined): [boolean, () => void] {
  const manager = useSpoilerManager();
  const [ownRevealed, setOwnRevealed] = useState(false);
  const sharedRevealed = useSyncExternalStore(
    manager.subscribe,
    () => id !== undefined && manager.isRevealed(id),
    () => false,
  );
  if (id === undefined) return [ownRevealed, () => setOwnRevealed((revealed) => !revealed)];
  return [sharedRevealed, () => manager.toggle(id)];
}

export function Spoiler({ id, children }: { id: string | undefined; children: ReactNode }) {
  const { t } = useViewer();
  const [revealed, toggle] = useRevealed(id);

  const onClick = (event: MouseEvent<HTMLSpanElement>) => {
    // Once revealed, a link inside works as a link rather than hiding the text again.
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (revealed && link !== null && event.currentTarget.contains(link)) return;
    event.preventDefault();
    toggle();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' '))
      return;
    event.preventDefault();
    toggle();
  };

  // Hidden, the button is named by its prompt; the text is inert: out of the accessibility tree
  // (an aria-label would not match the visible text), and links in it cannot be focused or
  // followed, so the first click on them reveals.
  const prompt = revealed ? undefined : t(REVEAL_LABEL_KEY);
  return (
    <span
      role="button"
      tabIndex={0}
      aria-expanded={revealed}
      title={prompt}
      className={revealed ? css.spoiler : `${css.spoiler} ${css.hidden}`}
      data-spoiler={revealed ? 'revealed' : 'hidden'}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {prompt !== undefined && <span className={css.visuallyHidden}>{prompt}</span>}
      <span inert={!revealed} aria-hidden={revealed ? undefined : true}>
        {children}
      </span>
    </span>
  );
}
