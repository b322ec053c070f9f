import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { DEFAULT_VIEWER_CONTEXT, ViewerContext } from '../../context.ts';
import { ContainerBox } from './ContainerBox.tsx';
import { readContainerData } from './container-data.ts';

const PAGE = 800;

async function boxFor(
  containerData: unknown,
  options: { originalWidth?: number; isMobile?: boolean; breakout?: string } = {},
) {
  const screen = await render(
    <ViewerContext value={{ ...DEFAULT_VIEWER_CONTEXT, isMobile: options.isMobile ?? false }}>
      <div
        data-testid="page"
        style={{
          width: PAGE,
          margin: '0 100px',
          ['--tessera-breakout-padding' as string]: options.breakout ?? '0px',
        }}
      >
        <ContainerBox
          layout={readContainerData(containerData)}
          anchorId="viewer-box"
          originalWidth={options.originalWidth}
        >
          <div style={{ width: 200, height: 50 }}>media</div>
        </ContainerBox>
        <p>
          Text after the block, long enough to show whether it flows beside the block or below it.
        </p>
      </div>
    </ViewerContext>,
  );
  const page = screen.container.querySelector('[data-testid=page]')!.getBoundingClientRect();
  const box = screen.container.querySelector('#viewer-box')!.getBoundingClientRect();
  const text = screen.container.querySelector('p')!.getBoundingClientRect();
  return { left: box.left - page.left, right: page.right - box.right, width: box.width, box, text };
}

describe('container data', () => {
  test('CONTENT fills the content width; no data reads as CONTENT, centred', async () => {
    expect((await boxFor({ width: { size: 'CONTENT' } })).width).toBe(PAGE);
    expect((await boxFor(undefined)).width).toBe(PAGE);
  });

  test('SMALL is narrower than the content and centred by default', async () => {
    const small = await boxFor({ width: { size: 'SMALL' } });
    expect(small.width).toBeLessThan(PAGE);
    expect(small.left).toBeCloseTo(small.right, 0);
  });

  test('ORIGINAL is the block’s own width, capped at the content width', async () => {
    expect((await boxFor({ width: { size: 'ORIGINAL' } }, { originalWidth: 300 })).width).toBe(300);
    expect((await boxFor({ width: { size: 'ORIGINAL' } }, { originalWidth: 3000 })).width).toBe(
      PAGE,
    );
    // Without a known width the box fits its content.
    expect((await boxFor({ width: { size: 'ORIGINAL' } })).width).toBe(200);
  });

  test('a custom width in pixels, capped at the content width', async () => {
    expect((await boxFor({ width: { custom: '212' } })).width).toBe(212);
    expect((await boxFor({ width: { custom: 5000 } })).width).toBe(PAGE);
  });

  test('FULL_WIDTH reaches past the content by the breakout padding on each side', async () => {
    const full = await boxFor({ width: { size: 'FULL_WIDTH' } }, { breakout: '40px' });
    expect(full.width).toBe(PAGE + 80);
    expect(full.left).toBe(-40);
  });

  test('alignment LEFT and RIGHT keep the box to that side', async () => {
    const left = await boxFor({ alignment: 'LEFT', width: { size: 'SMALL' } });
    expect(left.left).toBe(0);
    const right = await boxFor({ alignment: 'RIGHT', width: { size: 'SMALL' } });
    expect(right.right).toBe(0);
  });

  test('with textWrap, text flows beside a side-aligned box; without, it goes below', async () => {
    const wrapped = await boxFor({ alignment: 'LEFT', width: { custom: '300' }, textWrap: true });
    expect(wrapped.text.top).toBeLessThan(wrapped.box.bottom);
    const below = await boxFor({ alignment: 'LEFT', width: { custom: '300' }, textWrap: false });
    expect(below.text.top).toBeGreaterThanOrEqual(below.box.bottom);
    // A centred box never has text beside it.
    const centred = await boxFor({ alignment: 'CENTER', width: { custom: '300' }, textWrap: true });
    expect(centred.text.top).toBeGreaterThanOrEqual(centred.box.bottom);
  });

  test('on mobile nothing floats', async () => {
    const mobile = await boxFor(
      { alignment: 'RIGHT', width: { custom: '300' }, textWrap: true },
      { isMobile: true },
    );
    expect(mobile.text.top).toBeGreaterThanOrEqual(mobile.box.bottom);
  });
});
