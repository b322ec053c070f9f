import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { AnchorScrollSettings } from './settings.ts';
import { TextParagraph, textNode } from './test-harness.tsx';

const startUrl = location.href;
afterEach(() => {
  history.replaceState(history.state, '', startUrl);
  window.scrollTo({ top: 0, behavior: 'instant' });
});

function Page({
  bars,
  anchorScroll,
}: {
  bars: 'fixed' | 'sticky' | 'static';
  anchorScroll?: AnchorScrollSettings;
}) {
  return (
    <>
      <div
        id="ads"
        style={{
          position: bars,
          top: 0,
          left: 0,
          right: 0,
          height: 30,
          background: '#eee',
          zIndex: 2,
        }}
      >
        ads
      </div>
      <header
        id="site-header"
        style={{
          position: bars,
          top: 30,
          left: 0,
          right: 0,
          height: 80,
          background: '#ddd',
          zIndex: 2,
        }}
      >
        header
      </header>
      <div style={{ height: 120 }} />
      <TextParagraph
        context={{ text: { anchorScroll } }}
        nodes={[
          textNode('go to the section', [{ type: 'ANCHOR', anchorData: { anchor: 'target' } }]),
        ]}
      >
        <div style={{ height: 2000 }} />
        <h2 id="viewer-target">The section</h2>
        <div style={{ height: 2000 }} />
      </TextParagraph>
    </>
  );
}

const target = () => document.getElementById('viewer-target')!;
const settled = async (top: number) =>
  expect
    .poll(() => Math.round(target().getBoundingClientRect().top) + 0, { timeout: 5000 })
    .toBe(top);

describe('anchor links scroll to viewer-{anchor} (spec/000 §2)', () => {
  test('below a fixed header and ads bar, writing the hash', async () => {
    const screen = await render(
      <Page bars="fixed" anchorScroll={{ header: '#site-header', adsBar: '#ads' }} />,
    );
    await screen.getByRole('link', { name: 'go to the section' }).click();
    await settled(110);
    expect(location.hash).toBe('#viewer-target');
    expect(document.activeElement).toBe(target());
  });

  test('below a sticky header, found by a function', async () => {
    const screen = await render(
      <Page
        bars="sticky"
        anchorScroll={{ header: () => document.getElementById('site-header'), extraOffset: 10 }}
      />,
    );
    await screen.getByRole('link', { name: 'go to the section' }).click();
    await settled(120);
  });

  test('bars that scroll away are not counted; the keyboard follows the link too', async () => {
    await render(
      <Page
        bars="static"
        anchorScroll={{ header: '#site-header', adsBar: '#ads', toolbar: '#no-such-toolbar' }}
      />,
    );
    document.querySelector<HTMLElement>('a[href="#viewer-target"]')!.focus();
    await userEvent.keyboard('{Enter}');
    await settled(0);
    expect(location.hash).toBe('#viewer-target');
  });

  test('the scroll is smooth: it passes through intermediate positions', async () => {
    const screen = await render(<Page bars="fixed" anchorScroll={{ header: '#site-header' }} />);
    const positions: number[] = [];
    const record = () => positions.push(window.scrollY);
    window.addEventListener('scroll', record);
    await screen.getByRole('link', { name: 'go to the section' }).click();
    await settled(110);
    window.removeEventListener('scroll', record);
    expect(positions.length).toBeGreaterThan(2);
  });
});
