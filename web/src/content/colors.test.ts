import { expect, test } from 'vitest';
import { isValidColor } from './colors.ts';

test.each([
  'transparent',
  'TRANSPARENT',
  '#fff',
  '#FFFF',
  '#0d5eba',
  '#ffffff00',
  'rgb(0, 128, 255)',
  'rgba(0,0,0,0.5)',
  'rgb(10%, 20%, 30%)',
  'rgba(1, 2, 3, 50%)',
])('%s is a valid colour (spec/000 §5)', (color) => expect(isValidColor(color)).toBe(true));

test.each([
  '',
  'red',
  'color3',
  'textColor4',
  '#NaN0000',
  '#12',
  '#1234567',
  'rgb(300, 0, 0)',
  'rgba(0,0,0,2)',
  'rgb(0,0)',
  'hsl(0, 0%, 0%)',
  'url(x)',
  'rgb(0,0,0);background:url(x)',
  7,
  null,
])('%s is not', (color) => expect(isValidColor(color)).toBe(false));
