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
  const initial = given ?? cachedMessages(locale);
  const [loaded, setLoaded] = useState<Loaded>(() => ({
    locale,
    messages: initial ?? ENGLISH,
    state: initial ? 'ready' : 'loading',
  }));
  const current: Loaded =
    loaded.locale === locale || given
      ? loaded
      : { locale, messages: initial ?? ENGLISH, state: initial ? 'ready' : 'loading' };

  useEffect(() => {
    const ready = given ?? cachedMessages(locale);
    if (ready) {
      setLoaded((prev) =>
        prev.locale === locale && prev.messages === ready && prev.state === 'ready'
          ? prev
          : { locale, messages: ready, state: 'ready' },
      );
      return;
    }
    let live = true;
    setLoaded((prev) =>
      prev.locale === locale && prev.state === 'loading'
        ? prev
        : { locale, messages: ENGLISH, state: 'loading' },
    );
    loadLocaleMessages(locale, { logger, importer }).then(
      (messages) => live && setLoaded({ locale, messages, state: 'ready' }),
      () => live && setLoaded({ locale, messages: ENGLISH, state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [locale, given, logger, importer]);

  const messages = given ?? current.messages;
  const t = useMemo(() => translator(messages), [messages]);
  return { t, state: given ? 'ready' : current.state };
}
