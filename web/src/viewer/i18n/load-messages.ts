// Reads a locale's message file on demand (spec/000 §7 "per-locale message files"): each file in
// messages/ is its own chunk. A read that fails is retried up to 5 times, 350 ms first and
// doubling (spec/000 §7); a locale without a file is "not found" (spec/000 §8).

import { localeNotFoundMessage, localeReadFailedMessage } from '../log-messages.ts';
import type { ViewerLogger } from '../logger.ts';
import { ENGLISH, type Messages } from './english.ts';
import { DEFAULT_LOCALE, isTranslatedLocale, languageOf } from './locales.ts';

export const READ_RETRIES = 5;
export const FIRST_RETRY_DELAY_MS = 350;

export type MessageImporter = (language: string) => Promise<{ default: Messages }>;

/** One chunk per file: the bundler splits every match of this pattern. */
export const importMessageFile: MessageImporter = (language) => import(`./messages/${language}.ts`);

export interface LoadOptions {
  logger: ViewerLogger;
  importer?: MessageImporter;
  sleep?: (ms: number) => Promise<void>;
}

export class LocaleNotFoundError extends Error {
  constructor(locale: string) {
    super(localeNotFoundMessage(locale));
    this.name = 'LocaleNotFoundError';
  }
}

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const loaded = new Map<string, Messages>();

/** Messages already read in this page (or built in), so a second viewer renders them at once. */
export function cachedMessages(locale: string): Messages | undefined {
  const language = languageOf(locale);
  return language === DEFAULT_LOCALE ? ENGLISH : loaded.get(language);
}

/** The locale's messages; rejects after logging when the locale has no file or cannot be read. */
export async function loadLocaleMessages(locale: string, options: LoadOptions): Promise<Messages> {
  const language = languageOf(locale);
  if (language === DEFAULT_LOCALE) return ENGLISH;
  // The page-wide cache holds only what the bundled files gave.
  const cached = options.importer ? undefined : loaded.get(language);
  if (cached) return cached;
  if (!isTranslatedLocale(language)) {
    const error = new LocaleNotFoundError(locale);
    options.logger.error(error.message);
    throw error;
  }
  const importer = options.importer ?? importMessageFile;
  const sleep = options.sleep ?? sleepMs;
  let lastError: unknown;
  for (let attempt = 0; attempt <= READ_RETRIES; attempt++) {
    if (attempt > 0) await sleep(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1));
    try {
      const messages = { ...ENGLISH, ...(await importer(language)).default };
      if (options.importer === undefined) loaded.set(language, messages);
      return messages;
    } catch (error) {
      lastError = error;
    }
  }
  options.logger.error(localeReadFailedMessage(locale, READ_RETRIES + 1), lastError);
  throw lastError;
}
