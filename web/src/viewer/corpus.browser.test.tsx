// Every document of the corpus in Chromium: renders without an error with the text of every
// TEXT node present, has no axe-core violations, and hydrates server HTML without a mismatch.

import axe from 'axe-core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosDocument } from '../content/node.ts';
import { countNodeTypes } from '../content/tree.ts';
import { DEFAULT_RENDERERS } from './default-renderers.ts';
import { preloadRenderers } from './lazy-renderer.tsx';
import { recordingLogger } from './testing/recording-logger.ts';
import { CORPUS_ENTRIES } from './testing/corpus-documents.ts';
import { expectedTexts, squash } from './testing/corpus.ts';
import { Viewer } from './Viewer.tsx';

const NAMES = CORPUS_ENTRIES.map((entry) => entry.name);
const load = (name: string) => CORPUS_ENTRIES.find((entry) => entry.name === name)!.load();

/** What the viewer may report about the corpus: some documents carry colours such as "red" or
 *  "color1", which spec/000 §5 says to log, and one an EXTERNAL block (a host plugin's, not a kind
 *  of spec/000). Nothing else: every kind of spec/000 has its renderer. */
const isInvalidColour = (message: string) => message.includes('invalid colour value');
const isHostKind = (message: string) => message.includes('No renderer for a node type: EXTERNAL');
function unexpectedLogs(errors: readonly string[]): string[] {
  return errors.filter((message) => !isInvalidColour(message) && !isHostKind(message));
}
function unexpectedErrors(errors: readonly unknown[]): unknown[] {
  return errors.filter((error) => !(error instanceof Error && isInvalidColour(error.message)));
}

/** Colour rules judge colours; where the document's author chose them (an inline colour from the
 *  content: a COLOR decoration, a button's colours), the result is the author's, not the viewer's. */
const COLOUR_RULES = new Set(['color-contrast', 'link-in-text-block']);
function authorColoured(selector: string, root: Element): boolean {
  const viewer = root.querySelector('[data-tessera-viewer]');
  const documentStyle = viewer?.getAttribute('style') ?? '';
  for (
    let element = root.querySelector(selector);
    element && element !== root;
    element = element.parentElement
  ) {
    const style = element.getAttribute('style') ?? '';
    if (/(^|;)\s*(color|background-color|--button-[a-z-]*)\s*:/.test(style)) return true;
    // The document's documentStyle colours a text type (--tessera-h3-color, ...).
    const type = element.tagName.toLowerCase();
    if (
      documentStyle.includes(`--tessera-${type}-color:`) ||
      documentStyle.includes(`--tessera-${type}-background-color:`)
    )
      return true;
  }
  return false;
}

function Page({
  content,
  onError,
  logger,
}: {
  content: RicosDocument;
  onError?: (error: unknown) => void;
  logger?: ReturnType<typeof recordingLogger>;
}) {
  return (
    <main>
      <Viewer content={content} onError={onError} logger={logger} />
    </main>
  );
}

test('the whole corpus is reachable', () => {
  expect(NAMES).toHaveLength(135);
});

describe('renders in Chromium with all its text', () => {
  test.each(NAMES)('%s', async (name) => {
    const content = await load(name);
    const errors: unknown[] = [];
    const logger = recordingLogger();
    const screen = await render(
      <Page content={content} onError={(error) => errors.push(error)} logger={logger} />,
    );
    const shown = squash(screen.container.textContent ?? '');
    expect(unexpectedErrors(errors)).toEqual([]);
    expect(unexpectedLogs(logger.errors)).toEqual([]);
    for (const text of expectedTexts(content, DEFAULT_RENDERERS))
      expect(shown).toContain(squash(text));
    await screen.unmount();
  });
});

describe('axe-core finds no violations', () => {
  test.each(NAMES)('%s', async (name) => {
    const content = await load(name);
    const screen = await render(<Page content={content} logger={recordingLogger()} />);
    const result = await axe.run(screen.container, {
      rules: {
        // The host page owns its title heading; the document's headings keep the levels their
        // author gave them (spec/000 §2: heading levels 1 to 6), skipped levels included.
        'page-has-heading-one': { enabled: false },
        'heading-order': { enabled: false },
      },
    });
    const violations = result.violations
      .map((v) => ({
        ...v,
        nodes: v.nodes.filter(
          (n) => !(COLOUR_RULES.has(v.id) && authorColoured(String(n.target[0]), screen.container)),
        ),
      }))
      .filter((v) => v.nodes.length > 0)
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(violations).toEqual([]);
    await screen.unmount();
  });
});

describe('server HTML hydrates without a mismatch', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  test.each(NAMES)('%s', async (name) => {
    const content = await load(name);
    const container = document.createElement('div');
    document.body.append(container);
    const logger = recordingLogger();
    // As renderViewerToHtml does: the lazy kinds' chunks are in before the synchronous render.
    await preloadRenderers(Object.keys(countNodeTypes(content)), DEFAULT_RENDERERS);
    container.innerHTML = renderToString(<Page content={content} logger={logger} />);
    const recoverable: unknown[] = [];
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Page content={content} logger={logger} onError={(error) => errors.push(error)} />,
        {
          onRecoverableError: (error) => recoverable.push(error),
        },
      );
    });
    expect(recoverable).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    act(() => root!.unmount());
  });
});
