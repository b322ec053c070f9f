// The text renderer in Node with react-dom/server: no browser API at import or render time, and
// hostile links never reach the markup.

import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { HOSTILE_LINKS } from '../../content/links/hostile-links.ts';
import type { RicosNode } from '../../content/node.ts';
import type { Decoration } from '../../content/types/decorations.ts';
import { DEFAULT_VIEWER_CONTEXT, ViewerContext, type ViewerContextValue } from '../context.ts';
import { TextNode } from './index.ts';

function textNode(text: string, decorations: Decoration[]): RicosNode {
  return { id: '', type: 'TEXT', nodes: [], textData: { text, decorations } };
}

function html(node: RicosNode, context: Partial<ViewerContextValue> = {}): string {
  const element: ReactElement = createElement(TextNode, {
    node,
    children: null,
    anchorId: undefined,
    parentType: 'PARAGRAPH',
    index: 0,
  });
  return renderToString(
    createElement(
      ViewerContext.Provider,
      { value: { ...DEFAULT_VIEWER_CONTEXT, ...context } },
      element,
    ),
  );
}

describe('server rendering', () => {
  test('every decoration renders to markup', () => {
    const markup = html(
      textNode('all of it', [
        { type: 'BOLD', fontWeightValue: 800 },
        { type: 'ITALIC', italicData: true },
        { type: 'UNDERLINE', underlineData: true },
        { type: 'COLOR', colorData: { foreground: '#c30303', background: 'rgba(0,0,0,0.1)' } },
        { type: 'FONT_SIZE', fontSizeData: { value: 20, unit: 'PX' } },
        {
          type: 'LINK',
          linkData: { link: { url: 'https://example.com', rel: { nofollow: true } } },
        },
        { type: 'SPOILER', spoilerData: { id: 's1' } },
        { type: 'EXTERNAL' },
      ]),
    );
    expect(markup).toContain('<strong style="font-weight:800"><em><u>all of it</u></em></strong>');
    expect(markup).toContain('color:#c30303');
    expect(markup).toContain('background-color:rgba(0,0,0,0.1)');
    expect(markup).toContain('font-size:20px');
    expect(markup).toContain('href="https://example.com" target="_blank" rel="noopener nofollow"');
    expect(markup).toContain('role="button"');
    expect(markup).toContain('aria-expanded="false"');
  });

  test('hashtags become search links; a linked hashtag does not', () => {
    const markup = html(textNode('try #content now', []), {
      links: { baseUrl: 'https://blog.example', defaultTarget: '_blank', defaultRel: {} },
    });
    expect(markup).toContain(
      'href="https://blog.example/search/posts?query=%23content" target="_self"',
    );
    expect(
      html(
        textNode('#and_so_are_you', [
          { type: 'LINK', linkData: { link: { url: 'https://x.example' } } },
        ]),
      ),
    ).not.toContain('search/posts');
  });

  test('hostile links leave the text and drop the link', () => {
    for (const url of HOSTILE_LINKS) {
      const markup = html(textNode('click me', [{ type: 'LINK', linkData: { link: { url } } }]));
      expect(markup).toBe('click me');
    }
  });

  test('unknown decorations and missing data are skipped', () => {
    const odd = [
      { type: 'SPARKLE' },
      { type: 'COLOR' },
      { type: 'FONT_SIZE', fontSizeData: {} },
      null,
    ] as unknown as Decoration[];
    expect(html(textNode('plain', odd))).toBe('plain');
    expect(html({ type: 'TEXT' })).toBe('');
  });
});
