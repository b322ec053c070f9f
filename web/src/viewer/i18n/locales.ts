// The UI locales (spec/000 §9 "Languages": about 30) and which of them read right to left.

export const DEFAULT_LOCALE = 'en';

/** Every locale with a message file in messages/ (English is built in). */
export const TRANSLATED_LOCALES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tl',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
] as const;

/** spec/000 §9: right-to-left languages include Arabic, Hebrew, Persian and Urdu. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar',
  'he',
  'iw',
  'fa',
  'ur',
  'yi',
  'ps',
  'sd',
  'ug',
  'dv',
  'ku',
]);

/** The language part of a locale tag, lower case: 'pt-BR' -> 'pt', 'zh_Hant' -> 'zh'; 'nb' reads 'no'. */
export function languageOf(locale: string): string {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'nb' || language === 'nn' ? 'no' : language;
}

export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(languageOf(locale));
}

export function isTranslatedLocale(
  language: string,
): language is (typeof TRANSLATED_LOCALES)[number] {
  return (TRANSLATED_LOCALES as readonly string[]).includes(language);
}
