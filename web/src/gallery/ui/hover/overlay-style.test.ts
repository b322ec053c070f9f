import { describe, expect, test } from 'vitest';
import { processOptions } from '../../model/options/process.ts';
import { hoverSettings, type OverlaySettings } from './hover-settings.ts';
import { overlayBox, overlayLook, overlayShown } from './overlay-style.ts';

const DEFAULTS = hoverSettings(processOptions({})).overlay;
const overlay = (change: Partial<OverlaySettings>): OverlaySettings => ({ ...DEFAULTS, ...change });

describe('overlay defaults (spec/001 §9)', () => {
  test('size 100 percent, background rgba(8,8,8,0.75), padding 0: the whole item', () => {
    expect(DEFAULTS).toMatchObject({
      size: 100,
      sizeUnits: 'PERCENT',
      padding: 0,
      backgroundColor: 'rgba(8,8,8,0.75)',
      hoveringBehaviour: 'APPEARS',
    });
    expect(overlayBox(DEFAULTS, 300, 200)).toEqual({ left: 0, top: 0, width: 300, height: 200 });
  });
});

describe('overlayBox', () => {
  const W = 400;
  const H = 200;

  test.each([
    ['LEFT', { left: 10, top: 10, width: 100, height: 180 }],
    ['RIGHT', { left: 290, top: 10, width: 100, height: 180 }],
    ['CENTERED_HORIZONTALLY', { left: 150, top: 10, width: 100, height: 180 }],
    ['TOP', { left: 10, top: 10, width: 380, height: 50 }],
    ['BUTTOM', { left: 10, top: 140, width: 380, height: 50 }],
    ['CENTERED_VERTICALLY', { left: 10, top: 75, width: 380, height: 50 }],
  ] as const)('a %s band of 25 percent, 10 pixels from the edges', (position, box) => {
    const settings = overlay({ position, size: 25, sizeUnits: 'PERCENT', padding: 10 });
    expect(overlayBox(settings, W, H)).toEqual(box);
  });

  test('PIXEL sizes are used as they are', () => {
    const settings = overlay({ position: 'BUTTOM', size: 60, sizeUnits: 'PIXEL', padding: 0 });
    expect(overlayBox(settings, W, H)).toEqual({ left: 0, top: 140, width: 400, height: 60 });
  });

  test('a size is never negative and is capped by the room the padding leaves (spec/002 §5)', () => {
    const negative = overlay({ position: 'TOP', size: -40, sizeUnits: 'PIXEL', padding: 5 });
    expect(overlayBox(negative, W, H)).toEqual({ left: 5, top: 5, width: 390, height: 0 });
    const tooBig = overlay({ position: 'RIGHT', size: 900, sizeUnits: 'PIXEL', padding: 20 });
    expect(overlayBox(tooBig, W, H)).toEqual({ left: 20, top: 20, width: 360, height: 160 });
    const tooManyPercent = overlay({ position: 'TOP', size: 250, sizeUnits: 'PERCENT' });
    expect(overlayBox(tooManyPercent, W, H).height).toBe(H);
  });

  test('a negative padding counts as none; one past the middle stops at half the shorter side', () => {
    const negative = overlay({ position: 'LEFT', size: 50, padding: -8 });
    expect(overlayBox(negative, W, H)).toEqual({ left: 0, top: 0, width: 200, height: 200 });
    const huge = overlay({ position: 'LEFT', size: 50, padding: 500 });
    expect(overlayBox(huge, W, H)).toEqual({ left: 100, top: 100, width: 200, height: 0 });
  });
});

describe('overlayShown', () => {
  test.each([
    ['ALWAYS_SHOW', true, true],
    ['APPEARS', false, true],
    ['DISAPPEARS', true, false],
    ['NEVER_SHOW', false, false],
  ] as const)('%s: shown unhovered %s, hovered %s', (behaviour, unhovered, hovered) => {
    expect(overlayShown(behaviour, false)).toBe(unhovered);
    expect(overlayShown(behaviour, true)).toBe(hovered);
  });
});

describe('overlayLook', () => {
  test('shown, every animation ends at the overlay itself', () => {
    for (const animation of [
      'EXPAND',
      'FADE_IN',
      'NO_EFFECT',
      'SLIDE_DOWN',
      'SLIDE_LEFT',
      'SLIDE_RIGHT',
      'SLIDE_UP',
    ] as const)
      expect(overlayLook(animation, true)).toEqual({ visibility: 'visible' });
  });

  test('hidden, each animation starts from its own look', () => {
    expect(overlayLook('NO_EFFECT', false)).toEqual({ visibility: 'hidden' });
    expect(overlayLook('FADE_IN', false)).toEqual({ visibility: 'hidden', opacity: 0 });
    expect(overlayLook('EXPAND', false)).toMatchObject({ opacity: 0, transform: 'scale(0.8)' });
    expect(overlayLook('SLIDE_UP', false).transform).toBe('translateY(100%)');
    expect(overlayLook('SLIDE_DOWN', false).transform).toBe('translateY(-100%)');
    expect(overlayLook('SLIDE_LEFT', false).transform).toBe('translateX(100%)');
    expect(overlayLook('SLIDE_RIGHT', false).transform).toBe('translateX(-100%)');
  });
});
