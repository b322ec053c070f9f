// The slider benchmark at a small size: one page load gives every figure, and the slides moved by
// themselves while the frames were watched. Its speed is the benchmark's to print.

import { expect, test } from 'vitest';
import { formatSlider, measureSlider } from './slider-browser.ts';

test('300 items, one run: the first slide is on screen and the auto-slide moves the slides', async () => {
  const report = await measureSlider(1, 300);
  expect(report.items).toBe(300);
  const [run] = report.runs;
  expect(run.placedMs).toBeGreaterThan(0);
  expect(run.paintedMs).toBeGreaterThanOrEqual(run.placedMs);
  expect(run.frames).toBeGreaterThan(10);
  expect(run.longestFrameMs).toBeGreaterThan(0);
  expect(run.movedPx).toBeGreaterThan(0);
  const table = formatSlider(report);
  expect(table).toContain('Tessera slider in Chromium');
  expect(table).toContain('goal: no frame over 16.7 ms');
}, 300_000);
