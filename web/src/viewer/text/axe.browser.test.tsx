import axe from 'axe-core';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextParagraph, textNode } from './test-harness.tsx';

test('decorated text, hidden and revealed spoilers, hashtags and links pass axe-core', async () => {
  const screen = await render(
    <main>
      <TextParagraph
        nodes={[
          textNode('Bold ', [{ type: 'BOLD' }]),
          textNode('italic ', [{ type: 'ITALIC' }]),
          textNode('red ', [{ type: 'COLOR', colorData: { foreground: '#c30303' } }]),
          textNode('a link ', [
            { type: 'LINK', linkData: { link: { url: 'https://example.com' } } },
          ]),
          textNode('an anchor ', [{ type: 'ANCHOR', anchorData: { anchor: 'x' } }]),
          textNode('@someone ', [{ type: 'MENTION', mentionData: { name: 'someone' } }]),
          textNode('#tagged ', []),
          textNode('secret', [{ type: 'SPOILER' }]),
          textNode(' shared', [{ type: 'SPOILER', spoilerData: { id: 's' } }]),
        ]}
      />
    </main>,
  );
  const root = screen.container;
  const check = async () =>
    (await axe.run(root, { resultTypes: ['violations'] })).violations.map(
      (v) => `${v.id}: ${v.help}`,
    );
  expect(await check()).toEqual([]);
  await userEvent.click(screen.getByText('secret'));
  expect(await check()).toEqual([]);
});
