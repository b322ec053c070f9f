// The viewer's translations and their state (spec/000 §4 "Translation loading": ready, loading,
// error). English renders while a locale loads and stays when it cannot be had.

import { useEffect, useMemo, useState } from 'react';
import type { ViewerLogger } from '../logger.ts';
import { ENGLISH, type Messages } from './english.ts';
import { cachedMessages, loadLocaleMessages, type MessageImporter } from './load-messages.ts';
import { type Translate, translator } from './translate.ts';

export type TranslationState = 'ready' | 'loading' | 'error';

export interface Translations {
  t: Translate;
  state: TranslationState;
}

interface Loaded {
  locale: string;
  messages: Messages;
  state: TranslationState;
}

export function useTranslations(
  locale: string,
  given: Messages | undefined,
  logger: ViewerLogger,
  importer?: MessageImporter,
): Translations {
  // What a load for a locale gave; given or already cached messages need none.
  const [loaded, setLoaded] = useState<Loaded>();
  const ready = given ?? cachedMessages(locale);
  const current: Loaded = ready
    ? { locale, messages: ready, state: 'ready' }
    : loaded?.locale === locale
      ? loaded
      : { locale, messages: ENGLISH, state: 'loading' };
  const loading = current.state === 'loading';

  useEffect(() => {
    if (!loading) return;
    let live = true;
    loadLocaleMessages(locale, { logger, importer }).then(
      (messages) => live && setLoaded({ locale, messages, state: 'ready' }),
      () => live && setLoaded({ locale, messages: ENGLISH, state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [loading, locale, logger, importer]);

  const t = useMemo(() => translator(current.messages), [current.messages]);
  return { t, state: current.state };
}
