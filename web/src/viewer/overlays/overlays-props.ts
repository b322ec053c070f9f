// What the lazily loaded overlays (link-preview popover, selection toolbar) take from the viewer.

import type { ViewerContextValue } from '../context.ts';

export interface OverlaysProps extends Pick<ViewerContextValue, 't' | 'direction' | 'services'> {
  root: HTMLElement;
  /** spec/000 §9 tooltip delay, before a link's preview shows. */
  delay: number;
}
