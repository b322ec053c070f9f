import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import { BlockTree, make } from '../testing/BlockTree.tsx';

function list(id: string, data: Record<string, unknown>, titles: string[]): RicosNode {
  return {
    type: 'COLLAPSIBLE_LIST',
    id,
    collapsibleListData: { containerData: { alignment: 'CENTER', textWrap: true }, ...data },
    nodes: titles.map((title, i) => ({
      type: 'COLLAPSIBLE_ITEM',
      id: `${id}-item-${i}`,
      nodes: [
        {
          type: 'COLLAPSIBLE_ITEM_TITLE',
          id: `${id}-title-${i}`,
          nodes: [make.paragraph(`${id}-tp-${i}`, title)],
        },
        {
          type: 'COLLAPSIBLE_ITEM_BODY',
          id: `${id}-body-${i}`,
          nodes: [make.paragraph(`${id}-bp-${i}`, `Body of ${title || 'untitled'}`)],
        },
      ],
    })),
  };
}

const TITLES = ['Shipping', 'Returns', 'Warranty'];

async function renderList(data: Record<string, unknown>, titles = TITLES) {
  const screen = await render(<BlockTree nodes={[list('faq', data, titles)]} />);
  const buttons = () =>
    Array.from(screen.container.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));
  const expanded = () => buttons().map((button) => button.getAttribute('aria-expanded') === 'true');
  const bodyVisible = (title: string) => {
    const body = Array.from(screen.container.querySelectorAll('p')).find(
      (p) => p.textContent === `Body of ${title}`,
    );
    return body !== undefined && (body as HTMLElement).offsetParent !== null;
  };
  return { screen, buttons, expanded, bodyVisible };
}

describe('COLLAPSIBLE_LIST', () => {
  test('by default the first item is expanded and the others show only their title', async () => {
    const { expanded, bodyVisible, screen } = await renderList({});
    expect(expanded()).toEqual([true, false, false]);
    expect(bodyVisible('Shipping')).toBe(true);
    expect(bodyVisible('Returns')).toBe(false);
    expect(screen.container.textContent).toContain('Warranty');
  });

  test('initialExpandedItems ALL and NONE', async () => {
    expect((await renderList({ initialExpandedItems: 'ALL' })).expanded()).toEqual([
      true,
      true,
      true,
    ]);
    expect((await renderList({ initialExpandedItems: 'NONE' })).expanded()).toEqual([
      false,
      false,
      false,
    ]);
  });

  test('each header is a button named by its title that controls its body', async () => {
    const { screen, buttons } = await renderList({});
    await expect.element(screen.getByRole('button', { name: 'Returns' })).toBeInTheDocument();
    for (const button of buttons()) {
      const body = document.getElementById(button.getAttribute('aria-controls')!);
      expect(body).not.toBeNull();
      expect(body!.hidden).toBe(button.getAttribute('aria-expanded') !== 'true');
    }
  });

  test('clicking a header toggles its item; several can be open', async () => {
    const { screen, expanded, bodyVisible } = await renderList({});
    await screen.getByRole('button', { name: 'Returns' }).click();
    expect(expanded()).toEqual([true, true, false]);
    expect(bodyVisible('Returns')).toBe(true);
    await screen.getByRole('button', { name: 'Shipping' }).click();
    expect(expanded()).toEqual([false, true, false]);
    // Clicking the title text toggles too.
    await screen.getByText('Warranty').click();
    expect(expanded()).toEqual([false, true, true]);
  });

  test('with expandOnlyOne, opening an item closes the others', async () => {
    const { screen, expanded } = await renderList({
      expandOnlyOne: true,
      initialExpandedItems: 'FIRST',
    });
    await screen.getByRole('button', { name: 'Warranty' }).click();
    expect(expanded()).toEqual([false, false, true]);
    await screen.getByRole('button', { name: 'Returns' }).click();
    expect(expanded()).toEqual([false, true, false]);
    await screen.getByRole('button', { name: 'Returns' }).click();
    expect(expanded()).toEqual([false, false, false]);
  });

  test('keyboard: Enter and Space toggle; arrows, Home and End move between headers', async () => {
    const { buttons, expanded } = await renderList({ initialExpandedItems: 'NONE' });
    buttons()[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toEqual([true, false, false]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons()[1]);
    await userEvent.keyboard(' ');
    expect(expanded()).toEqual([true, true, false]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons()[2]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons()[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(buttons()[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons()[0]);
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toEqual([false, true, false]);
  });

  test('with the bodies closed, Tab goes from header to header', async () => {
    const { buttons } = await renderList({ initialExpandedItems: 'NONE' });
    buttons()[0]!.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(buttons()[1]);
  });

  test('direction RTL lays the list out right to left', async () => {
    const { screen } = await renderList({ direction: 'RTL' });
    const root = screen.container.querySelector('[data-collapsible-list]')!;
    expect(getComputedStyle(root).direction).toBe('rtl');
    const row = screen.container.querySelector('#viewer-faq-title-0')!.getBoundingClientRect();
    const button = screen.container
      .querySelector('#viewer-faq-title-0 button')!
      .getBoundingClientRect();
    expect(row.right - button.right).toBeLessThan(1);
  });

  test('an item with an empty title still has a named button', async () => {
    const { buttons } = await renderList({}, ['', 'Second']);
    const first = buttons()[0]!;
    expect(first.getAttribute('aria-label')).toBe('Expand');
  });
});
