// Block spoilers in Chromium (spec/000 §4 "Block spoiler", §5, §9 "Spoiler"): hidden media is
// blurred and out of reach under an overlay until revealed — by click or keyboard, for good,
// with the host told — and the cover's form follows the block's size.

import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import type { ViewerServices } from '../../services.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';
import { BlockSpoiler } from './BlockSpoiler.tsx';

const PHOTO = '8bb438_1ab1a6e5d0bf4edeb847d15d821a76d8.jpg';

function spoiledImage(
  spoiler: Record<string, unknown>,
  options: { width?: string; size?: [number, number]; id?: string } = {},
): RicosNode {
  const [width, height] = options.size ?? [4500, 3228];
  return {
    id: options.id ?? 'pic',
    type: 'IMAGE',
    nodes: [],
    imageData: {
      image: { src: { id: PHOTO }, width, height },
      altText: 'The answer',
      containerData: {
        width: options.width ? { custom: options.width } : { size: 'CONTENT' },
        spoiler: { enabled: true, ...spoiler },
      },
    },
  };
}

async function show(nodes: RicosNode[], services?: ViewerServices, pageWidth = 800) {
  const screen = await render(
    <main style={{ width: pageWidth }}>
      <Viewer content={{ nodes }} services={services} logger={recordingLogger()} />
    </main>,
  );
  const cover = () => screen.container.querySelector<HTMLElement>('[data-spoiler]');
  await expect.poll(() => cover()).not.toBeNull();
  return { screen, cover: () => cover()! };
}

describe('hidden, then revealed for good', () => {
  test('blurred and out of reach under the description and “Reveal Image”', async () => {
    const { screen, cover } = await show([spoiledImage({ description: 'SPOILER ALERT!!!' })]);
    expect(cover().dataset.spoiler).toBe('hidden');
    await expect.element(screen.getByText('SPOILER ALERT!!!')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reveal Image' })).toBeVisible();
    // The picture and its Expand image button are neither seen by assistive technology nor
    // reachable by keyboard.
    await expect.poll(() => screen.container.querySelector('[inert] img')).not.toBeNull();
    await expect.element(screen.getByRole('img', { name: 'The answer' })).not.toBeInTheDocument();
    expect(getComputedStyle(cover().firstElementChild!).filter).toMatch(/^blur\(/);
  });

  test('a click reveals it, focus moves to it, the host is told, and nothing hides it again', async () => {
    const reveals: unknown[] = [];
    const { screen, cover } = await show([spoiledImage({})], {
      onSpoilerReveal: (reveal) => reveals.push(reveal),
    });
    await screen.getByRole('button', { name: 'Reveal Image' }).click();
    expect(cover().dataset.spoiler).toBe('revealed');
    await expect.element(screen.getByRole('img', { name: 'The answer' })).toBeVisible();
    expect(getComputedStyle(cover().firstElementChild!).filter).toBe('none');
    await expect.poll(() => document.activeElement).toBe(cover().firstElementChild);
    expect(reveals).toEqual([{ kind: 'image', nodeId: 'pic' }]);
    expect(screen.container.querySelector('button[aria-label="Reveal Image"]')).toBeNull();
    // The picture's own controls work now.
    await expect.element(screen.getByRole('button', { name: 'Expand image' })).toBeInTheDocument();
    await screen.getByRole('img', { name: 'The answer' }).click();
    expect(cover().dataset.spoiler).toBe('revealed');
    expect(reveals).toHaveLength(1);
  });

  test('from the keyboard: Tab reaches the reveal button first, Enter reveals', async () => {
    const { screen, cover } = await show([spoiledImage({})]);
    const reveal = screen.getByRole('button', { name: 'Reveal Image' });
    await userEvent.tab();
    await expect.element(reveal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(cover().dataset.spoiler).toBe('revealed');
    // Now the picture's button is next.
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Expand image' })).toHaveFocus();
  });

  test('Space reveals too', async () => {
    const { screen, cover } = await show([spoiledImage({})]);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Reveal Image' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(cover().dataset.spoiler).toBe('revealed');
  });
});

describe('texts', () => {
  test('the data’s button text, and the description cut at 70 characters', async () => {
    const description = `${'Spoiler '.repeat(9)}and then some`;
    const { screen } = await show([spoiledImage({ description, buttonText: 'Show me' })]);
    await expect.element(screen.getByRole('button', { name: 'Show me' })).toBeVisible();
    const shown = screen.container.querySelector('[data-spoiler] p')?.textContent;
    expect(shown).toBe(description.slice(0, 70).trim());
  });

  test('without a kind the button says “Click to reveal”', async () => {
    const screen = await render(
      <BlockSpoiler containerData={{ spoiler: { enabled: true } }}>
        <p>Secret</p>
      </BlockSpoiler>,
    );
    await expect.element(screen.getByRole('button', { name: 'Click to reveal' })).toBeVisible();
  });
});

describe('the form follows the size (spec/000 §9)', () => {
  test('under 320 wide only the icon shows, the button named by its text', async () => {
    const { screen, cover } = await show([
      spoiledImage({ description: 'Careful' }, { width: '300' }),
    ]);
    await expect.poll(() => cover().querySelector('[data-icon-only]')).not.toBeNull();
    const button = screen.getByRole('button', { name: 'Reveal Image' });
    await expect.element(button).toBeVisible();
    expect(button.element().textContent).toBe('');
    expect(cover().querySelector('p')).toBeNull();
    expect(cover().dataset.blur).toBe('small');
  });

  test('under 228 high only the icon shows, however wide', async () => {
    const { cover } = await show([spoiledImage({}, { size: [1000, 200] })]);
    await expect.poll(() => cover().querySelector('[data-icon-only]')).not.toBeNull();
    expect(cover().getBoundingClientRect().height).toBeLessThan(228);
    expect(cover().dataset.blur).toBe('large');
  });

  test('blur small under 400 wide, medium under 700, large above', async () => {
    const { cover } = await show([
      spoiledImage({}, { width: '380', id: 'a' }),
      spoiledImage({}, { width: '500', id: 'b' }),
      spoiledImage({}, { width: '760', id: 'c' }),
    ]);
    const covers = () =>
      Array.from(cover().ownerDocument.querySelectorAll<HTMLElement>('[data-spoiler]'));
    await expect
      .poll(() => covers().map((element) => element.dataset.blur))
      .toEqual(['small', 'medium', 'large']);
    const blur = (element: HTMLElement) =>
      Number.parseFloat(getComputedStyle(element.firstElementChild!).filter.slice(5));
    const [small, medium, large] = covers().map(blur);
    expect(small).toBeLessThan(medium!);
    expect(medium).toBeLessThan(large!);
    // All three are wide and high enough for the full form.
    expect(covers().every((element) => !element.querySelector('[data-icon-only]'))).toBe(true);
  });

  test('on resize the form changes once the size has settled for 60 ms', async () => {
    const { cover } = await show([spoiledImage({})]);
    await expect.poll(() => cover().dataset.blur).toBe('large');
    const page = cover().closest('main')!;
    page.style.width = '500px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The observer has seen the change; the form waits for the debounce.
    expect(cover().dataset.blur).toBe('large');
    await expect.poll(() => cover().dataset.blur, { timeout: 1000 }).toBe('medium');
    page.style.width = '200px';
    await expect.poll(() => cover().querySelector('[data-icon-only]')).not.toBeNull();
  });
});

test('axe-core finds nothing to fix, hidden or revealed, full or icon-only', async () => {
  const { screen } = await show([
    spoiledImage({ description: 'SPOILER ALERT!!!' }, { id: 'a' }),
    spoiledImage({ description: 'Small' }, { width: '250', id: 'b' }),
  ]);
  await expect.poll(() => screen.container.querySelector('[data-icon-only]')).not.toBeNull();
  const check = async () =>
    (await axe.run(screen.container)).violations.map((violation) => violation.id);
  expect(await check()).toEqual([]);
  await screen.getByRole('button', { name: 'Reveal Image' }).first().click();
  expect(await check()).toEqual([]);
});
