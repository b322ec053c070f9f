// The slide navigator without a browser: FADE slides (no scroller), fake timers.

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { processOptions } from '../../../model/options/index.ts';
import { horizontalSettings } from './horizontal-settings.ts';
import { slideGeometry } from './slide-geometry.ts';
import { createSlideNavigator, SCROLL_LESS_NAVIGATION_THROTTLE_MS } from './slide-navigator.ts';
import { slideKeyAction } from './slide-keys.ts';

const RECTS = new Float64Array(Array.from({ length: 4 }, (_, i) => [i * 500, 0, 500, 400]).flat());

function navigator(loop = false) {
  const events: [string, unknown][] = [];
  const settings = horizontalSettings(
    processOptions({
      layoutParams_structure_galleryLayout: 5,
      behaviourParams_gallery_horizontal_slideAnimation: 'FADE',
      behaviourParams_gallery_horizontal_loop: loop,
    }),
  );
  const nav = createSlideNavigator();
  nav.configure({
    geometry: slideGeometry(RECTS, 2000, false),
    itemsCount: 4,
    settings,
    reducedMotion: false,
    scroller: () => null,
    itemId: (idx) => `item-${idx}`,
    emit: (name, data) => events.push([name, data]),
  });
  return { nav, events, settings };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the slide navigator (spec/002 §4, §9)', () => {
  test('FADE blocks scrolling: next and previous stop at the ends, 600 ms apart', () => {
    const { nav, events, settings } = navigator();
    expect(settings.blockScroll).toBe(true);
    expect(nav.previous()).toBe(false);
    expect(nav.next()).toBe(true);
    expect(nav.getSnapshot()).toMatchObject({ active: 1, sliding: true });
    // During the slide, and within the throttle after it, requests are ignored.
    expect(nav.next()).toBe(false);
    vi.advanceTimersByTime(settings.durationMs);
    expect(nav.getSnapshot().sliding).toBe(false);
    expect(nav.next()).toBe(false);
    vi.advanceTimersByTime(SCROLL_LESS_NAVIGATION_THROTTLE_MS - settings.durationMs);
    expect(nav.next()).toBe(true);
    vi.advanceTimersByTime(SCROLL_LESS_NAVIGATION_THROTTLE_MS);
    expect(nav.next()).toBe(true);
    vi.advanceTimersByTime(SCROLL_LESS_NAVIGATION_THROTTLE_MS);
    expect(nav.getSnapshot()).toMatchObject({ active: 3, atEnd: true, atStart: false });
    expect(nav.next()).toBe(false);
    expect(events.slice(0, 2)).toEqual([
      ['GALLERY_NAVIGATION_START', { id: 'item-1', idx: 1, fromIdx: 0 }],
      ['CURRENT_ITEM_CHANGED', { id: 'item-1', idx: 1 }],
    ]);
  });

  test('looping, the ends wrap around', () => {
    const { nav } = navigator(true);
    expect(nav.previous()).toBe(true);
    expect(nav.getSnapshot().active).toBe(3);
    vi.advanceTimersByTime(SCROLL_LESS_NAVIGATION_THROTTLE_MS);
    expect(nav.next()).toBe(true);
    expect(nav.getSnapshot().active).toBe(0);
  });

  test('jumpTo makes an item current at once, without a navigation start', () => {
    const { nav, events } = navigator();
    nav.jumpTo(2);
    expect(nav.getSnapshot()).toMatchObject({ active: 2, sliding: false });
    expect(events).toEqual([['CURRENT_ITEM_CHANGED', { id: 'item-2', idx: 2 }]]);
    expect(nav.toIndex(7)).toBe(false);
  });
});

test('the slideshow keys (spec/002 §5)', () => {
  expect(
    ['Space', ' ', 'PageDown', 'ArrowRight', 'ArrowDown'].map((k) =>
      slideKeyAction(k, false, false),
    ),
  ).toEqual([null, 'NEXT', 'NEXT', 'NEXT', 'NEXT']);
  expect(['PageUp', 'ArrowLeft', 'ArrowUp'].map((k) => slideKeyAction(k, false, false))).toEqual([
    'PREVIOUS',
    'PREVIOUS',
    'PREVIOUS',
  ]);
  expect(slideKeyAction('ArrowLeft', true, false)).toBe('NEXT');
  expect(slideKeyAction('ArrowRight', true, false)).toBe('PREVIOUS');
  expect(slideKeyAction('ArrowDown', false, true)).toBe('LEAVE');
  expect(slideKeyAction('Escape', false, false)).toBe('LEAVE');
  expect(slideKeyAction('Enter', false, false)).toBeNull();
});
