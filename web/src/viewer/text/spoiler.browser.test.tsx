import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextParagraph, textNode } from './test-harness.tsx';

function spoilerOf(text: string): HTMLElement {
  const spoiler = [...document.querySelectorAll<HTMLElement>('[data-spoiler]')].find(
    (s) => s.lastElementChild?.textContent === text,
  );
  if (spoiler === undefined) throw new Error(`no spoiler ${text}`);
  return spoiler;
}

const isBlurred = (element: HTMLElement) => getComputedStyle(element).filter.startsWith('blur(');
// The blur fades in and out; wait for the end of the transition.
const blurred = (element: HTMLElement, expected: boolean) =>
  expect.poll(() => isBlurred(element)).toBe(expected);

describe('text spoiler (spec/000 §4)', () => {
  test('blurred until clicked, then each click toggles', async () => {
    const screen = await render(
      <TextParagraph nodes={[textNode('the butler did it', [{ type: 'SPOILER' }])]} />,
    );
    const spoiler = spoilerOf('the butler did it');
    await blurred(spoiler, true);
    expect(spoiler.getAttribute('aria-expanded')).toBe('false');
    const button = screen.getByRole('button', { name: 'Click to reveal' });
    await button.click();
    await blurred(spoiler, false);
    expect(spoiler.getAttribute('aria-expanded')).toBe('true');
    await screen.getByRole('button', { name: 'the butler did it' }).click();
    await blurred(spoiler, true);
  });

  test('keyboard: Tab reaches it, Enter and Space toggle it', async () => {
    await render(<TextParagraph nodes={[textNode('secret', [{ type: 'SPOILER' }])]} />);
    const spoiler = spoilerOf('secret');
    await userEvent.tab();
    expect(document.activeElement).toBe(spoiler);
    await userEvent.keyboard('{Enter}');
    await blurred(spoiler, false);
    await userEvent.keyboard(' ');
    await blurred(spoiler, true);
    await userEvent.keyboard(' ');
    await blurred(spoiler, false);
    expect(window.scrollY).toBe(0);
  });

  test('spoilers with the same id reveal and hide together; others stay', async () => {
    await render(
      <TextParagraph
        nodes={[
          textNode('first part', [{ type: 'SPOILER', spoilerData: { id: 'plot' } }]),
          textNode(' and ', []),
          textNode('second part', [
            { type: 'SPOILER', spoilerData: { id: 'plot' } },
            { type: 'BOLD' },
          ]),
          textNode('unrelated', [{ type: 'SPOILER', spoilerData: { id: 'other' } }]),
          textNode('loose', [{ type: 'SPOILER' }]),
        ]}
      />,
    );
    await userEvent.click(spoilerOf('first part'));
    await blurred(spoilerOf('first part'), false);
    await blurred(spoilerOf('second part'), false);
    await blurred(spoilerOf('unrelated'), true);
    await blurred(spoilerOf('loose'), true);
    await userEvent.click(spoilerOf('second part'));
    await blurred(spoilerOf('first part'), true);
    await blurred(spoilerOf('second part'), true);
  });

  test('a hidden link is revealed by the first click, not followed', async () => {
    await render(
      <TextParagraph
        nodes={[
          textNode('hidden link', [
            { type: 'SPOILER' },
            { type: 'LINK', linkData: { link: { url: '#elsewhere' } } },
          ]),
        ]}
      />,
    );
    const before = location.href;
    const spoiler = spoilerOf('hidden link');
    expect(spoiler.querySelector('a')?.getAttribute('href')).toBe('#viewer-elsewhere');
    await userEvent.click(spoiler);
    await blurred(spoilerOf('hidden link'), false);
    expect(location.href).toBe(before);
    // Revealed, the link is a link: followed, and the text stays revealed.
    await userEvent.click(spoiler.querySelector('a')!);
    expect(location.hash).toBe('#viewer-elsewhere');
    await blurred(spoilerOf('hidden link'), false);
    history.replaceState(history.state, '', before);
  });

  test('each viewer has its own manager: the same id in two documents is independent', async () => {
    await render(
      <>
        <TextParagraph
          nodes={[textNode('in one', [{ type: 'SPOILER', spoilerData: { id: 'x' } }])]}
        />
        <TextParagraph
          nodes={[textNode('in two', [{ type: 'SPOILER', spoilerData: { id: 'x' } }])]}
        />
      </>,
    );
    await userEvent.click(spoilerOf('in one'));
    await blurred(spoilerOf('in one'), false);
    await blurred(spoilerOf('in two'), true);
  });
});
