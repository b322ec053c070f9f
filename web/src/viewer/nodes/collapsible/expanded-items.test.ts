import { describe, expect, test } from 'vitest';
import { initiallyExpanded, toggled } from './expanded-items.ts';

describe('collapsible items (spec/000 §4)', () => {
  test('initial state: FIRST, ALL, NONE', () => {
    expect([...initiallyExpanded('FIRST', 3)]).toEqual([0]);
    expect([...initiallyExpanded('ALL', 3)]).toEqual([0, 1, 2]);
    expect([...initiallyExpanded('NONE', 3)]).toEqual([]);
    expect([...initiallyExpanded('FIRST', 0)]).toEqual([]);
  });

  test('toggling opens and closes one item; with expandOnlyOne opening closes the others', () => {
    const start = new Set([0, 2]);
    expect([...toggled(start, 1, false)].sort()).toEqual([0, 1, 2]);
    expect([...toggled(start, 2, false)]).toEqual([0]);
    expect([...toggled(start, 1, true)]).toEqual([1]);
    expect([...toggled(new Set([1]), 1, true)]).toEqual([]);
    // The given state is not changed.
    expect([...start]).toEqual([0, 2]);
  });
});
