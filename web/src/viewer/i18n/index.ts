export { ENGLISH, MESSAGE_KEYS, type MessageKey, type Messages } from './english.ts';
export {
  FIRST_RETRY_DELAY_MS,
  loadLocaleMessages,
  LocaleNotFoundError,
  type MessageImporter,
  READ_RETRIES,
} from './load-messages.ts';
export {
  DEFAULT_LOCALE,
  isRtlLocale,
  languageOf,
  RTL_LANGUAGES,
  TRANSLATED_LOCALES,
} from './locales.ts';
export { type Translate, translator } from './translate.ts';
export { type TranslationState, type Translations, useTranslations } from './use-translations.ts';
