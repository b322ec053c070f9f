import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../content/node.ts';
import { BlockTree, make } from './testing/BlockTree.tsx';

const item = (id: string, text: string, nested: RicosNode[] = []): RicosNode => ({
  type: 'LIST_ITEM',
  id,
  nodes: [make.paragraph(`${id}-p`, text), ...nested],
});

const ordered = (id: string, data: Record<string, unknown>, items: RicosNode[]): RicosNode => ({
  type: 'ORDERED_LIST',
  id,
  nodes: items,
  orderedListData: data,
});
const bulleted = (id: string, data: Record<string, unknown>, items: RicosNode[]): RicosNode => ({
  type: 'BULLETED_LIST',
  id,
  nodes: items,
  bulletedListData: data,
});

async function renderNodes(nodes: RicosNode[]) {
  return (await render(<BlockTree nodes={nodes} />)).container;
}

const paddingStart = (element: Element) => Number.parseFloat(getComputedStyle(element).paddingLeft);

describe('lists', () => {
  test('a bulleted list is a ul of li with their text', async () => {
    const container = await renderNodes([
      bulleted('b', { indentation: 0 }, [item('b1', 'first'), item('b2', 'second')]),
    ]);
    const list = container.querySelector('ul#viewer-b')!;
    expect(Array.from(list.querySelectorAll(':scope > li'), (li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(getComputedStyle(list).listStyleType).toBe('disc');
  });

  test('an ordered list counts from its start', async () => {
    const container = await renderNodes([
      ordered('o', { indentation: 0, start: 5 }, [item('o1', 'five'), item('o2', 'six')]),
    ]);
    const list = container.querySelector('ol#viewer-o') as HTMLOListElement;
    expect(list.start).toBe(5);
    expect(getComputedStyle(list).listStyleType).toBe('decimal');
  });

  test('nested lists are inside their item, with markers changing by level', async () => {
    const container = await renderNodes([
      ordered('o', { indentation: 0 }, [
        item('o1', 'outer', [
          ordered('o-in', { indentation: 1 }, [
            item('o-in-1', 'inner', [
              ordered('o-in-in', { indentation: 2 }, [item('deep', 'deep')]),
            ]),
          ]),
        ]),
      ]),
    ]);
    const inner = container.querySelector('li#viewer-o1 > ol#viewer-o-in')!;
    expect(inner).not.toBeNull();
    expect(getComputedStyle(inner).listStyleType).toBe('lower-alpha');
    expect(getComputedStyle(container.querySelector('#viewer-o-in-in')!).listStyleType).toBe(
      'lower-roman',
    );
    // Nested lists do not get an extra offset: their indentation matches their depth.
    expect(paddingStart(inner)).toBe(paddingStart(container.querySelector('#viewer-o')!));
  });

  test('the offset moves a list further in, clamped to 4', async () => {
    const container = await renderNodes([
      bulleted('zero', { offset: 0 }, [item('z', 'z')]),
      bulleted('two', { offset: 2 }, [item('t', 't')]),
      bulleted('four', { offset: 4 }, [item('f', 'f')]),
      bulleted('nine', { offset: 9 }, [item('n', 'n')]),
      bulleted('negative', { offset: -3 }, [item('m', 'm')]),
      // A converted document names a top-level list's offset by its indentation.
      ordered('indented', { indentation: 2 }, [item('i', 'i')]),
    ]);
    const step = paddingStart(container.querySelector('#viewer-zero')!);
    expect(paddingStart(container.querySelector('#viewer-two')!)).toBe(3 * step);
    expect(paddingStart(container.querySelector('#viewer-four')!)).toBe(5 * step);
    expect(paddingStart(container.querySelector('#viewer-nine')!)).toBe(5 * step);
    expect(paddingStart(container.querySelector('#viewer-negative')!)).toBe(step);
    expect(paddingStart(container.querySelector('#viewer-indented')!)).toBe(3 * step);
  });
});

test('a list of right-to-left text has its markers and indentation on the right; an English list stays left to right', async () => {
  const container = await renderNodes([
    ordered('he', {}, [item('he1', 'הבא נבדוק כי התמונה'), item('he2', 'שורה שנייה')]),
    bulleted('en', {}, [item('en1', 'An English item')]),
  ]);
  const hebrew = container.querySelector('#viewer-he')!;
  expect(getComputedStyle(hebrew).direction).toBe('rtl');
  expect(getComputedStyle(hebrew).paddingRight).toBe('40px');
  expect(getComputedStyle(hebrew).paddingLeft).toBe('0px');
  const list = hebrew.getBoundingClientRect();
  const text = container.querySelector('#viewer-he1-p')!.getBoundingClientRect();
  expect(list.right - text.right).toBeCloseTo(40, 0);
  expect(getComputedStyle(container.querySelector('#viewer-en')!).direction).toBe('ltr');
});

test('a nested list keeps the direction of the list it is in', async () => {
  const container = await renderNodes([
    ordered('outer', {}, [
      item('o1', 'English first', [ordered('inner', { indentation: 1 }, [item('i1', 'שדגדש')])]),
    ]),
  ]);
  expect(getComputedStyle(container.querySelector('#viewer-inner')!).direction).toBe('ltr');
  const outer = container.querySelector('#viewer-outer')!.getBoundingClientRect();
  const inner = container.querySelector('#viewer-i1-p')!.getBoundingClientRect();
  expect(inner.left - outer.left).toBeCloseTo(80, 0);
});
