// The block kinds as a visitor's assistive technology meets them (axe-core), and server HTML that
// hydrates in the browser without a mismatch (ids of collapsible items come from useId).

import axe from 'axe-core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosDocument, RicosNode } from '../../content/node.ts';
import captionDocument from '../testing/documents/caption.json' with { type: 'json' };
import layoutDocument from '../testing/documents/layout.json' with { type: 'json' };
import { CORPUS_ENTRIES } from '../testing/corpus-documents.ts';
import { BlockTree } from './testing/BlockTree.tsx';

const CORPUS_NAMES = [
  'e2e__collapsible-list-rich-text',
  'e2e__tablesExamples',
  'e2e__buttons',
  'e2e__divider',
  'e2e__table-alignment',
];

async function documents(): Promise<Array<[string, RicosNode[]]>> {
  const corpus = await Promise.all(
    CORPUS_NAMES.map(
      async (name) =>
        [name, (await CORPUS_ENTRIES.find((entry) => entry.name === name)!.load()).nodes] as [
          string,
          RicosNode[],
        ],
    ),
  );
  return [
    ...corpus,
    ['layout', (layoutDocument as RicosDocument).nodes],
    ['caption', (captionDocument as RicosDocument).nodes],
  ];
}

/** Contrast is judged on the viewer's colours; a button whose colours the author chose is the author's. */
function authorColoured(selector: string, root: Element): boolean {
  return /--button-(text|background)/.test(
    root.querySelector(selector)?.getAttribute('style') ?? '',
  );
}

async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'page-has-heading-one': { enabled: false }, 'heading-order': { enabled: false } },
  });
  return result.violations
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !(v.id === 'color-contrast' && authorColoured(String(n.target[0]), root)),
      ),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('accessibility and hydration of the block kinds', () => {
  test('axe-core finds no violations, with collapsible items closed and opened', async () => {
    for (const [name, nodes] of await documents()) {
      const screen = await render(
        <main>
          <BlockTree nodes={nodes} />
        </main>,
      );
      expect([name, await violations(screen.container)]).toEqual([name, []]);
      for (const toggle of screen.container.querySelectorAll<HTMLElement>(
        '[data-collapsible-toggle]',
      ))
        await userEvent.click(toggle);
      expect([name, await violations(screen.container)]).toEqual([name, []]);
      await screen.unmount();
    }
  });

  test('server HTML hydrates without a mismatch and stays interactive', async () => {
    for (const [name, nodes] of await documents()) {
      const host = document.createElement('div');
      document.body.append(host);
      host.innerHTML = renderToString(<BlockTree nodes={nodes} />);
      const before = host.innerHTML;
      const errors: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(host, <BlockTree nodes={nodes} />, {
          onRecoverableError: (error) => errors.push(error),
        }),
      );
      expect([name, errors]).toEqual([name, []]);
      expect(host.innerHTML.length).toBeGreaterThanOrEqual(before.length - 1);
      const toggle = host.querySelector<HTMLButtonElement>('[data-collapsible-toggle]');
      if (toggle !== null) {
        const was = toggle.getAttribute('aria-expanded');
        await act(async () => toggle.click());
        expect(toggle.getAttribute('aria-expanded')).not.toBe(was);
      }
      act(() => root.unmount());
      host.remove();
    }
  });
});
