// Start and end times: h, m and s units or plain seconds (spec/000 §5).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatTimeWithUnits, parseTimeParam } from './time-param.ts';

describe('parseTimeParam', () => {
  const CASES: [string | null | undefined, number | null][] = [
    ['90', 90],
    ['0', 0],
    ['007', 7],
    ['90s', 90],
    ['2m', 120],
    ['1h', 3600],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['1h3s', 3603],
    ['01h02m03s', 3723],
    ['100m', 6000],
    // neither form
    ['', null],
    [null, null],
    [undefined, null],
    ['1.5', null],
    ['-5', null],
    ['+5', null],
    ['1x', null],
    ['s', null],
    ['1m1h', null],
    ['1s2m', null],
    ['1h1h', null],
    ['1H2M3S', null],
    ['1:30', null],
    [' 90', null],
    ['90 ', null],
    ['9'.repeat(400), null],
  ];
  test.each(CASES)('%j -> %j', (value, seconds) => {
    expect(parseTimeParam(value)).toBe(seconds);
  });

  test('reads back what formatTimeWithUnits writes', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 * 24 * 3600 }), (seconds) => {
        expect(parseTimeParam(formatTimeWithUnits(seconds))).toBe(seconds);
      }),
    );
  });
});

describe('formatTimeWithUnits', () => {
  const CASES: [number, string][] = [
    [0, '0s'],
    [45, '45s'],
    [60, '1m'],
    [90, '1m30s'],
    [3600, '1h'],
    [3723, '1h2m3s'],
    [7205, '2h5s'],
  ];
  test.each(CASES)('%d -> %s', (seconds, text) => {
    expect(formatTimeWithUnits(seconds)).toBe(text);
  });
});
