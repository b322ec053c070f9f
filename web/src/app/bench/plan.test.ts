// What a run of the benchmark page measures: the address's request, and where the reference
// is left out (it would keep the page busy for minutes), saying why.

import { expect, test } from 'vitest';
import { benchPlan, benchRequestOf, referenceSkip } from './plan.ts';

test('the address asks for a quick or a full run, optionally of some layouts and sizes', () => {
  expect(benchRequestOf('')).toBeUndefined();
  expect(benchRequestOf('run=later')).toBeUndefined();
  expect(benchRequestOf('run=quick')).toEqual({ mode: 'quick' });
  expect(benchRequestOf('run=full&layouts=grid,COLLAGE&items=1000,1000000')).toEqual({
    mode: 'full',
    layouts: ['GRID', 'COLLAGE'],
    sizes: [1_000, 1_000_000],
  });
  // Sizes that are not whole positive numbers leave the mode's own.
  expect(benchRequestOf('run=full&items=1000,ten')).toEqual({ mode: 'full' });
});

test('the full run: 1,000 to 1,000,000 items; the quick one: 1,000 and 10,000; or the sizes asked for', () => {
  expect(benchPlan({ mode: 'full' }).sizes).toEqual([1_000, 10_000, 100_000, 1_000_000]);
  expect(benchPlan({ mode: 'quick' }).sizes).toEqual([1_000, 10_000]);
  expect(benchPlan({ mode: 'full', sizes: [5_000] }).sizes).toEqual([5_000]);
  for (const mode of ['full', 'quick'] as const)
    for (const items of benchPlan({ mode }).sizes) {
      expect(benchPlan({ mode }).enginePlan(items).samples).toBeGreaterThanOrEqual(3);
      expect(benchPlan({ mode }).referencePlan(items).samples).toBeGreaterThanOrEqual(3);
    }
});

test('the reference runs at the first size, and at a next one only if it would take at most the limit', () => {
  const full = benchPlan({ mode: 'full' });
  expect(full.referenceLimitMs).toBe(5_000);
  expect(referenceSkip(full, 1_000, undefined)).toBeUndefined();
  // 0.4 s at 1,000 items: about 4 s at 10,000, within the limit.
  expect(referenceSkip(full, 10_000, { items: 1_000, msPerCall: 400 })).toBeUndefined();
  expect(referenceSkip(full, 100_000, { items: 10_000, msPerCall: 1_500 })).toBe(
    "skipped: one call took 1.50 s at 10,000 items, so about 15 s here (over the page's limit of 5.00 s)",
  );
  expect(referenceSkip(full, 1_000_000, { items: 10_000, msPerCall: 1_500 })).toBe(
    "skipped: one call took 1.50 s at 10,000 items, so about 150 s here (over the page's limit of 5.00 s)",
  );
});
