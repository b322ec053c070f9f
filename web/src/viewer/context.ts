// What every renderer can read about the viewer it is in: link settings, translations,
// direction, device, and where to report problems. Provided by <Viewer>; read with useViewer().

import { createContext, useContext } from 'react';
import type { ImageUrlEngine } from '../../../bindings/index.ts';
import type { RicosNode } from '../content/node.ts';
import { ENGLISH } from './i18n/english.ts';
import { translator } from './i18n/translate.ts';
import type { TranslationState } from './i18n/use-translations.ts';
import { NO_SERVICES, type ViewerServices } from './services.ts';
import type { TextSettings } from './text/settings.ts';

export interface LinkSettings {
  /** Prefix for site-relative links (spec/000 §2). */
  baseUrl?: string;
  /** Default target when a link names none: a new tab (spec/000 §2). */
  defaultTarget: '_blank' | '_self' | '_parent' | '_top';
  /** rel flags added to every link unless the link sets its own. */
  defaultRel: { nofollow?: boolean; sponsored?: boolean; ugc?: boolean; noreferrer?: boolean };
}

export interface ViewerContextValue {
  links: LinkSettings;
  /** The translated text of a key, with `{name}` placeholders filled from `values`. */
  t(key: string, values?: Readonly<Record<string, string | number>>): string;
  direction: 'ltr' | 'rtl';
  locale: string;
  /** spec/000 §4 "Translation loading": English shows while 'loading' and after 'error'. */
  translationState: TranslationState;
  isMobile: boolean;
  /** Reports a problem the visitor does not see: calls onError and logs. */
  reportError(error: unknown, node?: RicosNode): void;
  /** Text settings: the EXTERNAL decorator, anchor-scroll offsets. */
  text?: TextSettings;
  /** Makes media-host ids into addresses; undefined while it loads (media show placeholders). */
  imageEngine?: ImageUrlEngine;
  /** What the host supplies to media renderers (oEmbed lookup, poll service, map tiles, ...). */
  services: ViewerServices;
}

export const DEFAULT_VIEWER_CONTEXT: ViewerContextValue = {
  links: { defaultTarget: '_blank', defaultRel: {} },
  // A renderer shown outside a viewer still speaks English rather than showing message keys.
  t: translator(ENGLISH),
  direction: 'ltr',
  locale: 'en',
  translationState: 'ready',
  isMobile: false,
  reportError: () => {},
  services: NO_SERVICES,
};

export const ViewerContext = createContext<ViewerContextValue>(DEFAULT_VIEWER_CONTEXT);

export function useViewer(): ViewerContextValue {
  return useContext(ViewerContext);
}
