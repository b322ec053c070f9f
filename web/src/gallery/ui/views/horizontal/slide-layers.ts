// FADE and DECK (spec/001 §3 slideAnimation): every slide is a layer over the whole gallery. FADE
// shows the current one, cross-fading as it changes. DECK stacks them in order, the earlier ones
// on top: the slides before the current one lie moved out past the start, so going forward
// slides the current one away to uncover the next, and going back slides the previous one in
// over it. The layers move with the slide transition over the navigation duration; reduced
// motion changes them at once.

import type { CSSProperties } from 'react';
import type { HorizontalSettings } from './horizontal-settings.ts';

export function layerStyle(
  settings: HorizontalSettings,
  group: number,
  activeGroup: number,
  groupsCount: number,
  reducedMotion: boolean,
): CSSProperties {
  const timing = `${settings.durationMs}ms ${settings.transition}`;
  if (settings.animation === 'FADE') {
    const current = group === activeGroup;
    return {
      opacity: current ? 1 : 0,
      zIndex: current ? 1 : 0,
      transition: reducedMotion ? undefined : `opacity ${timing}`,
    };
  }
  const out = settings.rightToLeft ? '100%' : '-100%';
  return {
    transform: group < activeGroup ? `translateX(${out})` : undefined,
    zIndex: groupsCount - group,
    transition: reducedMotion ? undefined : `transform ${timing}`,
  };
}
