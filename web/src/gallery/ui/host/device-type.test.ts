import { describe, expect, test } from 'vitest';
import { deviceTypeOf } from './device-type.ts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 15; SM-X910) Chrome/140.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('deviceTypeOf', () => {
  test('a desktop browser with a mouse is a desktop', () => {
    expect(
      deviceTypeOf({ userAgent: DESKTOP_CHROME, coarsePointer: false, screenWidth: 1920 }),
    ).toBe('desktop');
  });

  test('phones and tablets are known by their user agent', () => {
    const clues = { coarsePointer: true, screenWidth: 400 };
    expect(deviceTypeOf({ ...clues, userAgent: IPHONE })).toBe('mobile');
    expect(deviceTypeOf({ ...clues, userAgent: ANDROID_PHONE })).toBe('mobile');
    expect(deviceTypeOf({ ...clues, userAgent: ANDROID_TABLET })).toBe('tablet');
    expect(deviceTypeOf({ ...clues, userAgent: IPAD })).toBe('tablet');
  });

  test('a touch screen that names no device is a phone when narrow, a tablet when wide', () => {
    expect(deviceTypeOf({ userAgent: DESKTOP_CHROME, coarsePointer: true, screenWidth: 390 })).toBe(
      'mobile',
    );
    expect(
      deviceTypeOf({ userAgent: DESKTOP_CHROME, coarsePointer: true, screenWidth: 1024 }),
    ).toBe('tablet');
  });
});
