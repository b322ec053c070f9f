import { expect, test } from 'vitest';
import { GALLERY_EVENTS } from './events.ts';

test('names every gallery event of spec/001 §4, each as its own value', () => {
  expect(Object.values(GALLERY_EVENTS)).toEqual([
    'APP_LOADED',
    'ITEM_CREATED',
    'ITEM_LOADED',
    'GALLERY_CHANGE',
    'ITEM_ACTION_TRIGGERED',
    'CURRENT_ITEM_CHANGED',
    'NEED_MORE_ITEMS',
    'VIDEO_ENDED',
    'VIDEO_ERROR',
    'VIDEO_PAUSED',
    'VIDEO_PLAYED',
    'HOVER_SET',
    'LOAD_MORE_CLICKED',
    'ITEM_CLICKED',
    'THUMBNAIL_CLICKED',
    'ITEM_FOCUSED',
    'ITEM_LOST_FOCUS',
    'GALLERY_SCROLLED',
    'NAVIGATION_API_READY',
    'GALLERY_NAVIGATION_START',
  ]);
  for (const [key, value] of Object.entries(GALLERY_EVENTS)) expect(value).toBe(key);
});
