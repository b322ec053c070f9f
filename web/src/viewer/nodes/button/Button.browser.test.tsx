import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import type { LinkSettings } from '../../context.ts';
import { Viewer } from '../../Viewer.tsx';
import { BlockTree } from '../testing/BlockTree.tsx';
import { ButtonActionContext } from './button-action.ts';

const button = (id: string, data: Record<string, unknown>): RicosNode => ({
  type: 'BUTTON',
  id,
  nodes: [],
  buttonData: data,
});

async function renderButtons(nodes: RicosNode[], links?: LinkSettings) {
  const screen = await render(
    <div style={{ width: 800 }}>
      <BlockTree nodes={nodes} viewer={links ? { links } : undefined} />
    </div>,
  );
  return screen;
}

describe('BUTTON', () => {
  test('a LINK button is a link through the link rules: target, rel, no-scheme address', async () => {
    const screen = await renderButtons([
      button('b', {
        type: 'LINK',
        text: 'Visit',
        link: { url: 'www.wix.com', target: 'BLANK', rel: { nofollow: true } },
      }),
    ]);
    const link = screen.getByRole('link', { name: 'Visit' }).element() as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://www.wix.com');
    expect(link.target).toBe('_blank');
    expect(link.rel.split(' ')).toContain('nofollow');
  });

  test('a site-relative link gets the base URL; an anchor-only link goes to the viewer anchor', async () => {
    const screen = await renderButtons(
      [
        button('rel', { type: 'LINK', text: 'Relative', link: { url: '/pricing' } }),
        button('anchor', { type: 'LINK', text: 'Jump', link: { anchor: 'section-2' } }),
      ],
      { baseUrl: 'https://site.example', defaultTarget: '_blank', defaultRel: {} },
    );
    expect(screen.getByRole('link', { name: 'Relative' }).element().getAttribute('href')).toBe(
      'https://site.example/pricing',
    );
    expect(screen.getByRole('link', { name: 'Jump' }).element().getAttribute('href')).toBe(
      '#viewer-section-2',
    );
  });

  test('an anchor button scrolls to its target in the page and writes the hash', async () => {
    const screen = await render(
      <BlockTree
        nodes={[
          button('go', { type: 'LINK', text: 'Go down', link: { anchor: 'far' } }),
          {
            type: 'PARAGRAPH',
            id: 'spacer',
            nodes: [],
            paragraphData: {},
            style: { paddingTop: '3000px' },
          },
          {
            type: 'PARAGRAPH',
            id: 'far',
            nodes: [
              { type: 'TEXT', id: '', nodes: [], textData: { text: 'Far below', decorations: [] } },
            ],
            paragraphData: {},
          },
        ]}
      />,
    );
    const before = window.scrollY;
    await screen.getByRole('link', { name: 'Go down' }).click();
    await expect.poll(() => window.scrollY).toBeGreaterThan(before + 1000);
    expect(window.location.hash).toBe('#viewer-far');
    expect(document.activeElement?.id).toBe('viewer-far');
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    window.scrollTo(0, 0);
  });

  test('a click with a modifier on an anchor button is left to the browser (a new tab), not scrolled', async () => {
    const screen = await render(
      <BlockTree
        nodes={[
          button('go', { type: 'LINK', text: 'Go down', link: { anchor: 'far' } }),
          {
            type: 'PARAGRAPH',
            id: 'spacer',
            nodes: [],
            paragraphData: {},
            style: { paddingTop: '3000px' },
          },
          { type: 'PARAGRAPH', id: 'far', nodes: [], paragraphData: {} },
        ]}
      />,
    );
    const seen: boolean[] = [];
    // After the viewer's handler: note whether it took the click, then keep the test page in place.
    const after = (event: MouseEvent) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', after);
    const link = screen.getByRole('link', { name: 'Go down' }).element();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    window.removeEventListener('click', after);
    expect(seen).toEqual([false, true]);
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    window.scrollTo(0, 0);
  });

  test('hostile addresses never reach an href; the label stays', async () => {
    const hostile = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'java\nscript:alert(1)',
      'vbscript:msgbox(1)',
    ];
    const screen = await renderButtons(
      hostile.map((url, i) => button(`h${i}`, { type: 'LINK', text: `Bad ${i}`, link: { url } })),
    );
    expect(screen.container.querySelectorAll('a')).toHaveLength(0);
    for (let i = 0; i < hostile.length; i++)
      expect(screen.container.textContent).toContain(`Bad ${i}`);
  });

  test('an ACTION button is a button that calls the site handler with its node', async () => {
    const onAction = vi.fn();
    const node = button('act', { type: 'ACTION', text: 'Do it' });
    const screen = await render(
      <ButtonActionContext value={onAction}>
        <BlockTree nodes={[node]} />
      </ButtonActionContext>,
    );
    await screen.getByRole('button', { name: 'Do it' }).click();
    expect(onAction).toHaveBeenCalledWith(node);
  });

  test('default size small: padding 6px 9px, font 12px; large: 15px 24px, 16px; centred', async () => {
    const screen = await renderButtons([
      button('s', { type: 'ACTION', text: 'Small' }),
      button('l', { type: 'ACTION', text: 'Large', styles: { buttonSize: 'LARGE' } }),
    ]);
    const small = screen.getByRole('button', { name: 'Small' }).element();
    const large = screen.getByRole('button', { name: 'Large' }).element();
    const s = getComputedStyle(small);
    const l = getComputedStyle(large);
    expect([s.paddingTop, s.paddingRight, s.fontSize]).toEqual(['6px', '9px', '12px']);
    expect([l.paddingTop, l.paddingRight, l.fontSize]).toEqual(['15px', '24px', '16px']);
    const frame = screen.container
      .querySelector('#viewer-s')!
      .parentElement!.getBoundingClientRect();
    const rect = small.getBoundingClientRect();
    expect(rect.left - frame.left).toBeCloseTo(frame.right - rect.right, 0);
  });

  test('border, radius and colours from the data, with hover colours', async () => {
    const screen = await renderButtons([
      button('c', {
        type: 'ACTION',
        text: 'Styled',
        styles: {
          border: { width: 7, radius: 15 },
          colors: {
            text: '#FEFDFD',
            border: '#0261FF',
            background: '#81B0FF',
            textHover: '#000000',
            backgroundHover: 'rgb(1, 2, 3)',
            borderHover: '#FF0000',
          },
        },
      }),
    ]);
    const element = screen.getByRole('button', { name: 'Styled' }).element();
    const style = getComputedStyle(element);
    expect([style.borderTopWidth, style.borderTopLeftRadius]).toEqual(['7px', '15px']);
    expect([style.color, style.backgroundColor, style.borderTopColor]).toEqual([
      'rgb(254, 253, 253)',
      'rgb(129, 176, 255)',
      'rgb(2, 97, 255)',
    ]);
    await userEvent.hover(element);
    await expect.poll(() => getComputedStyle(element).backgroundColor).toBe('rgb(1, 2, 3)');
    await expect.poll(() => getComputedStyle(element).color).toBe('rgb(0, 0, 0)');
    await expect.poll(() => getComputedStyle(element).borderTopColor).toBe('rgb(255, 0, 0)');
    await userEvent.unhover(element);
    await expect.poll(() => getComputedStyle(element).backgroundColor).toBe('rgb(129, 176, 255)');
  });

  test('the flat style names of the spec are read too, and invalid colours are ignored', async () => {
    const screen = await renderButtons([
      button('f', {
        type: 'ACTION',
        text: 'Flat',
        styles: {
          borderWidth: 2,
          borderRadius: 5,
          borderColor: '#00FF00',
          textColor: 'url(x)',
          backgroundColor: 'rgba(0, 0, 255, 1)',
          backgroundColorHover: '#00FFFF',
        },
      }),
    ]);
    const element = screen.getByRole('button', { name: 'Flat' }).element();
    const style = getComputedStyle(element);
    expect([
      style.borderTopWidth,
      style.borderTopLeftRadius,
      style.borderTopColor,
      style.backgroundColor,
    ]).toEqual(['2px', '5px', 'rgb(0, 255, 0)', 'rgb(0, 0, 255)']);
    await userEvent.hover(element);
    await expect.poll(() => getComputedStyle(element).backgroundColor).toBe('rgb(0, 255, 255)');
  });

  test('theme colours when the data gives none: action colour background', async () => {
    const screen = await render(
      <div
        style={{
          ['--tessera-action-color' as string]: '#123456',
          ['--tessera-background-color' as string]: '#fafafa',
        }}
      >
        <BlockTree nodes={[button('t', { type: 'ACTION', text: 'Themed' })]} />
      </div>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Themed' }).element());
    expect(style.backgroundColor).toBe('rgb(18, 52, 86)');
    expect(style.color).toBe('rgb(250, 250, 250)');
  });

  test('a custom width and left alignment from the container data', async () => {
    const screen = await renderButtons([
      button('w', {
        type: 'LINK',
        text: 'Wide',
        link: { url: 'https://example.com' },
        containerData: { alignment: 'LEFT', width: { custom: '212' }, textWrap: true },
      }),
    ]);
    const link = screen.getByRole('link', { name: 'Wide' }).element().getBoundingClientRect();
    const frame = screen.container
      .querySelector('#viewer-w')!
      .parentElement!.getBoundingClientRect();
    expect(link.width).toBe(212);
    expect(link.left).toBe(frame.left);
  });
});

describe('BUTTON inside the viewer', () => {
  test("the data's colours win over the viewer's link colour", async () => {
    const screen = await render(
      <Viewer
        content={{
          nodes: [
            button('v', {
              type: 'LINK',
              text: 'Link Button',
              link: { url: 'www.wix.com', target: 'BLANK' },
              styles: {
                border: { width: 0, radius: 0 },
                colors: { text: '#FFFFFF', border: '#0261FF', background: '#0261FF' },
              },
            }),
          ],
        }}
      />,
    );
    const style = getComputedStyle(screen.getByRole('link', { name: 'Link Button' }).element());
    expect([style.color, style.backgroundColor]).toEqual(['rgb(255, 255, 255)', 'rgb(2, 97, 255)']);
  });
});
