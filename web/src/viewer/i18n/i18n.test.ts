// Translations: every locale file complete, on-demand loading with retries, a missing locale
// logged with English kept, and the viewer rendering a locale on the server.

import { readdirSync } from 'node:fs';
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { useViewer } from '../context.ts';
import { renderViewerToHtml } from '../server.ts';
import { recordingLogger } from '../testing/recording-logger.ts';
import { ENGLISH, MESSAGE_KEYS, type Messages } from './english.ts';
import {
  FIRST_RETRY_DELAY_MS,
  loadLocaleMessages,
  type MessageImporter,
  READ_RETRIES,
} from './load-messages.ts';
import { isRtlLocale, languageOf, TRANSLATED_LOCALES } from './locales.ts';
import { translator } from './translate.ts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test('spec/000 §3 translation keys and the English strings of §9 are built in', () => {
  const t = translator(ENGLISH);
  expect(t('VerticalEmbed_Products_Button')).toBe('Buy Now');
  expect(t('VerticalEmbed_Events_Button')).toBe('Register Now');
  expect(t('VerticalEmbed_Bookings_Button')).toBe('Book Now');
  expect(t('UploadFile_Viewer_Download', { fileType: 'PDF' })).toBe('Download PDF');
  expect(t('VerticalEmbed_Units_Hour', { number: 2 })).toBe('2 h');
  expect(t('VerticalEmbed_Units_Minute', { number: 45 })).toBe('45 min');
  expect(t('Accessibility_Left_Gallery')).not.toBe('Accessibility_Left_Gallery');
  for (const text of [
    'Read more',
    'See Full Post',
    'Click to reveal',
    'Reveal Image',
    'Reveal Gallery',
    'Reveal Video',
    'Expand image',
    'Close',
    'Expand',
    'Shrink',
  ]) {
    expect(Object.values(ENGLISH)).toContain(text);
  }
  expect(t('No_Such_Key')).toBe('No_Such_Key');
});

test('about 30 locales, including every one spec/000 §9 names, each a file with every key', async () => {
  const named = [
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
    'vi',
    'zh',
  ];
  for (const locale of named) expect(TRANSLATED_LOCALES).toContain(locale);
  expect(TRANSLATED_LOCALES.length).toBeGreaterThanOrEqual(28);
  const files = readdirSync(new URL('./messages/', import.meta.url)).map((file) =>
    file.replace(/\.ts$/, ''),
  );
  expect(files.sort()).toEqual([...TRANSLATED_LOCALES].sort());
  for (const locale of TRANSLATED_LOCALES) {
    const messages = (await import(`./messages/${locale}.ts`)).default as Messages;
    expect(Object.keys(messages).sort(), locale).toEqual([...MESSAGE_KEYS].sort());
    for (const key of MESSAGE_KEYS) {
      expect(messages[key].trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(messages[key]), `${locale} ${key}`).toEqual(placeholders(ENGLISH[key]));
    }
    // Written for each language, not English left in place (short units aside).
    expect(messages.Viewer_Read_More, locale).not.toBe(ENGLISH.Viewer_Read_More);
  }
});

test('right-to-left locales: Arabic, Hebrew, Persian, Urdu, with region tags', () => {
  for (const locale of ['ar', 'he', 'fa', 'ur', 'he-IL', 'ar_SA'])
    expect(isRtlLocale(locale), locale).toBe(true);
  for (const locale of ['en', 'fr', 'zh-Hant', 'tr'])
    expect(isRtlLocale(locale), locale).toBe(false);
  expect(languageOf('pt-BR')).toBe('pt');
  expect(languageOf('nb')).toBe('no');
});

describe('loading on demand', () => {
  test('a locale file is read and filled up with English', async () => {
    const messages = await loadLocaleMessages('fr-CA', { logger: recordingLogger() });
    expect(messages.Viewer_Close).toBe('Fermer');
    expect(translator(messages)('UploadFile_Viewer_Download', { fileType: 'PDF' })).toBe(
      'Télécharger PDF',
    );
  });

  test('a locale with no file is logged as not found (spec/000 §8) and rejected', async () => {
    const logger = recordingLogger();
    await expect(loadLocaleMessages('xx', { logger })).rejects.toThrow('locale not found: xx');
    expect(logger.errors).toEqual(['tessera viewer: locale not found: xx']);
  });

  test('a failed read is retried, 350 ms first and doubling (spec/000 §7)', async () => {
    const delays: number[] = [];
    let calls = 0;
    const importer: MessageImporter = async () => {
      if (++calls < 4) throw new Error('network');
      return { default: { ...ENGLISH, Viewer_Close: 'Fermer' } };
    };
    const messages = await loadLocaleMessages('fr', {
      logger: recordingLogger(),
      importer,
      sleep: async (ms) => void delays.push(ms),
    });
    expect(messages.Viewer_Close).toBe('Fermer');
    expect(delays).toEqual([350, 700, 1400]);
  });

  test('after 5 retries the read fails and is logged', async () => {
    const delays: number[] = [];
    let calls = 0;
    const logger = recordingLogger();
    const importer: MessageImporter = async () => {
      calls++;
      throw new Error('network');
    };
    await expect(
      loadLocaleMessages('de', { logger, importer, sleep: async (ms) => void delays.push(ms) }),
    ).rejects.toThrow('network');
    expect(READ_RETRIES).toBe(5);
    expect(calls).toBe(6);
    expect(delays).toEqual([1, 2, 4, 8, 16].map((n) => n * FIRST_RETRY_DELAY_MS));
    expect(logger.errors).toHaveLength(1);
  });
});

describe('the viewer on the server in a locale', () => {
  const Label = () =>
    createElement('button', { type: 'button' }, useViewer().t('Collapsible_Expand'));
  const content = { nodes: [{ id: 'b', type: 'LABEL' }] };

  test('the messages are read before rendering, so the page shows them', async () => {
    const html = await renderViewerToHtml({
      content,
      renderers: { LABEL: Label },
      locale: 'de',
      logger: recordingLogger(),
    });
    expect(html).toContain('>Ausklappen</button>');
    expect(html).toContain('data-translations="ready"');
  });

  test('a right-to-left locale renders right to left', async () => {
    const html = await renderViewerToHtml({
      content,
      renderers: { LABEL: Label },
      locale: 'ar',
      logger: recordingLogger(),
    });
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('>توسيع</button>');
  });

  test('a missing locale: logged, English stays', async () => {
    const logger = recordingLogger();
    const html = await renderViewerToHtml({
      content,
      renderers: { LABEL: Label },
      locale: 'qq',
      logger,
    });
    expect(html).toContain('>Expand</button>');
    expect(logger.errors).toContain('tessera viewer: locale not found: qq');
  });
});
