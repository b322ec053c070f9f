// IMAGE in Chromium: what a visitor sees and does — the picture and its placeholder, lazy loading
// within 150 % of the viewport, the link rules, the Expand image button and click, the download
// settings — and server HTML that hydrates without a mismatch.

import axe from 'axe-core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import { type Expand, type ExpandRequest, ExpandContext } from '../../fullscreen/expand-context.ts';
import { loadViewerImageEngine } from '../../image/image-engine.ts';
import { MEDIA_RENDERERS } from '../../media-renderers.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { renderViewerToHtml } from '../../server.ts';
import type { ViewerServices } from '../../services.ts';
import { CORPUS_ENTRIES } from '../../testing/corpus-documents.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';

const PHOTO = '8bb438_1ab1a6e5d0bf4edeb847d15d821a76d8.jpg';
const MEDIA = 'https://static.wixstatic.com/media/';
/** A picture served by the test server, so it loads without the network (its path, as Vite
 *  would inline a small asset imported by URL as a data: address, which images refuse). */
const LOCAL_PICTURE = `${location.origin}/web/src/media/players/fixtures/poster.svg`;

function imageNode(imageData: Record<string, unknown>, id = 'img'): RicosNode {
  return {
    id,
    type: 'IMAGE',
    nodes: [],
    imageData: { image: { src: { id: PHOTO }, width: 4500, height: 3228 }, ...imageData },
  };
}

interface Options {
  expand?: (request: ExpandRequest) => void;
  services?: ViewerServices;
  onError?: (error: unknown) => void;
  before?: number;
  /** The page's width in CSS pixels. */
  width?: number;
}

/** The IMAGE renderer under a stand-in for the viewer's full-screen viewer, to see its calls. */
function imageExpandingWith(expand: Expand) {
  const Image = MEDIA_RENDERERS.IMAGE!;
  return function ImageExpandingWith(props: NodeRendererProps) {
    return (
      <ExpandContext value={expand}>
        <Image {...props} />
      </ExpandContext>
    );
  };
}

async function show(nodes: RicosNode[], options: Options = {}) {
  const screen = await render(
    <main style={{ width: options.width }}>
      {options.before !== undefined && <div style={{ height: options.before }} />}
      <Viewer
        content={{ nodes }}
        logger={recordingLogger()}
        services={options.services}
        onError={options.onError}
        renderers={options.expand ? { IMAGE: imageExpandingWith(options.expand) } : undefined}
      />
    </main>,
  );
  const images = () => Array.from(screen.container.querySelectorAll('img'));
  const frame = () => screen.container.querySelector<HTMLElement>('[data-image-state]');
  return { screen, images, frame };
}

describe('the picture', () => {
  test('addresses for the box’s measured width, at 1x and 2x, with its alternative text', async () => {
    const { images, screen } = await show([
      imageNode({ altText: 'Glass jar with oats', containerData: { width: { custom: '350' } } }),
    ]);
    await expect.poll(() => images().length).toBe(1);
    const image = images()[0]!;
    const one = `${MEDIA}${PHOTO}/v1/fill/w_400,h_287,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${PHOTO}`;
    const two = `${MEDIA}${PHOTO}/v1/fill/w_800,h_574,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${PHOTO}`;
    expect(image.getAttribute('src')).toBe(one);
    expect(image.getAttribute('srcset')).toBe(`${one} 1x, ${two} 2x`);
    await expect.element(screen.getByRole('img', { name: 'Glass jar with oats' })).toBeVisible();
    expect(image.getBoundingClientRect().width).toBe(350);
  });

  test('a wider box asks for a wider picture once the resize settles; a narrower one keeps it', async () => {
    const { images, screen } = await show([imageNode({})], { width: 300 });
    const page = screen.container.querySelector('main')!;
    await expect.poll(() => images().length).toBe(1);
    const width = () => /\/w_(\d+),/.exec(images()[0]!.getAttribute('src') ?? '')?.[1];
    await expect.poll(width).toBe('300');
    page.style.width = '640px';
    // Measured again once the resize has settled for 250 ms.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(width()).toBe('300');
    await expect.poll(width).toBe('700');
    page.style.width = '420px';
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(width()).toBe('700');
  });

  test('a placeholder of the picture’s proportions, then the picture once it is in', async () => {
    const { frame, screen } = await show([
      imageNode({ image: { src: { url: LOCAL_PICTURE }, width: 400, height: 200 } }),
    ]);
    await expect.poll(() => frame()).not.toBeNull();
    const box = frame()!.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(2, 1);
    await expect.poll(() => frame()?.dataset.imageState).toBe('loaded');
    expect(screen.container.querySelector('img')?.complete).toBe(true);
  });

  test('a picture that does not load stays a placeholder', async () => {
    const missing = new URL('/no-such-picture.png', location.href).href;
    const { frame } = await show([
      imageNode({ image: { src: { url: missing }, width: 400, height: 200 } }),
    ]);
    await expect.poll(() => frame()).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(frame()?.dataset.imageState).toBe('placeholder');
  });

  test('a decorative picture is hidden from assistive technology', async () => {
    const { screen, images } = await show([imageNode({ altText: 'A tree', decorative: true })]);
    await expect.poll(() => images().length).toBe(1);
    expect(images()[0]!.getAttribute('alt')).toBe('');
    expect(screen.container.querySelectorAll('[role="img"]')).toHaveLength(0);
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
  });

  test('the caption under the picture', async () => {
    const { screen } = await show([imageNode({ caption: 'Dad holding his baby' })]);
    await expect.element(screen.getByRole('figure')).toMatchTextContent('Dad holding his baby');
  });
});

describe('lazy loading (spec/000 §9: observed with a 150 % vertical margin)', () => {
  test('a picture more than one and a half viewports below waits; scrolled nearer, it loads', async () => {
    const height = window.innerHeight;
    const { images, frame } = await show([imageNode({ altText: 'Oats' })], {
      before: height * 2.7,
    });
    await expect.poll(() => frame()).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(images()).toHaveLength(0);
    expect(frame()!.dataset.imageState).toBe('placeholder');
    // Assistive technology still hears what is there.
    expect(frame()!.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Oats');
    window.scrollBy(0, height * 0.35);
    await expect.poll(() => images().length).toBe(1);
    expect(frame()!.querySelector('[role="img"]')).toBeNull();
    window.scrollTo(0, 0);
  });

  test('within the margin it loads at once', async () => {
    const { images } = await show([imageNode({})], { before: window.innerHeight * 2.2 });
    await expect.poll(() => images().length).toBe(1);
  });
});

describe('links', () => {
  test('a linked picture is a link to its address, opening where the data says', async () => {
    const { screen } = await show([
      imageNode({
        altText: 'Our shop',
        link: { url: 'https://shop.example/', target: 'BLANK', rel: { sponsored: true } },
      }),
    ]);
    const link = screen.getByRole('link', { name: 'Our shop' });
    await expect.element(link).toHaveAttribute('href', 'https://shop.example/');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener sponsored');
    // A link does not also expand.
    expect(screen.container.querySelector('button')).toBeNull();
  });

  test('a link the rules refuse leaves the picture without one', async () => {
    const { screen, images } = await show([imageNode({ link: { url: 'javascript:alert(1)' } })]);
    await expect.poll(() => images().length).toBe(1);
    expect(screen.container.querySelector('a')).toBeNull();
  });
});

describe('expanding into the full-screen viewer', () => {
  const expected = (opener: Element | null) => ({
    items: [
      {
        kind: 'image',
        id: PHOTO,
        width: 4500,
        height: 3228,
        alt: 'Oats',
        caption: 'Breakfast',
      },
    ],
    index: 0,
    opener,
  });

  test('a click on the picture opens it at this image', async () => {
    const requests: ExpandRequest[] = [];
    const { screen } = await show([imageNode({ altText: 'Oats', caption: 'Breakfast' })], {
      expand: (request) => requests.push(request),
    });
    await screen.getByRole('img', { name: 'Oats' }).click();
    const button = screen.container.querySelector('button');
    expect(requests).toEqual([expected(button)]);
  });

  test('from the keyboard: Tab reaches “Expand image”; Enter and Space open it', async () => {
    const requests: ExpandRequest[] = [];
    const { screen } = await show([imageNode({ altText: 'Oats', caption: 'Breakfast' })], {
      expand: (request) => requests.push(request),
    });
    const button = screen.getByRole('button', { name: 'Expand image' });
    await expect.element(button).toBeInTheDocument();
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await expect.element(button).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(requests).toEqual([expected(button.element()), expected(button.element())]);
  });

  test('over a narrow picture the button shows on keyboard focus, not on hover', async () => {
    const { screen } = await show([
      imageNode({ altText: 'Wide', containerData: { width: { custom: '300' } } }, 'a'),
      imageNode({ altText: 'Narrow', containerData: { width: { custom: '150' } } }, 'b'),
    ]);
    const [wide, narrow] = screen.getByRole('button', { name: 'Expand image' }).all();
    const opacity = (button: typeof wide) => getComputedStyle(button!.element()).opacity;
    await screen.getByRole('img', { name: 'Wide' }).hover();
    expect(opacity(wide)).toBe('1');
    await screen.getByRole('img', { name: 'Narrow' }).hover();
    expect(opacity(narrow)).toBe('0');
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(narrow!).toHaveFocus();
    expect(opacity(narrow)).toBe('1');
  });

  test('disableExpand: no button, and a click does nothing', async () => {
    const requests: ExpandRequest[] = [];
    const { screen } = await show([imageNode({ altText: 'Oats', disableExpand: true })], {
      expand: (request) => requests.push(request),
    });
    await screen.getByRole('img', { name: 'Oats' }).click();
    expect(requests).toEqual([]);
    expect(screen.container.querySelector('button')).toBeNull();
  });

  test('the viewer’s own full-screen viewer opens, and closing it returns focus', async () => {
    const { screen } = await show([imageNode({ altText: 'Oats', caption: 'Breakfast' })]);
    const button = screen.getByRole('button', { name: 'Expand image' });
    await button.click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toMatchTextContent('Breakfast');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });
});

describe('download and right-click settings (spec/000 §6)', () => {
  const contextMenuAllowed = (image: HTMLImageElement) =>
    image.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));

  test('by default the picture’s context menu is the browser’s', async () => {
    const { images } = await show([imageNode({})]);
    await expect.poll(() => images().length).toBe(1);
    expect(contextMenuAllowed(images()[0]!)).toBe(true);
  });

  test('disableDownload: no context menu, no dragging out', async () => {
    const { images } = await show([imageNode({ disableDownload: true })]);
    await expect.poll(() => images().length).toBe(1);
    expect(contextMenuAllowed(images()[0]!)).toBe(false);
    expect(images()[0]!.draggable).toBe(false);
  });

  test('the host’s right-click setting does the same for every image', async () => {
    const { images } = await show([imageNode({})], { services: { disableRightClick: true } });
    await expect.poll(() => images().length).toBe(1);
    expect(contextMenuAllowed(images()[0]!)).toBe(false);
  });
});

test('a picture address the rules refuse renders nothing and reaches onError', async () => {
  const errors: unknown[] = [];
  const { screen } = await show(
    [
      imageNode({ image: { src: { url: 'javascript:alert(1)' } } }, 'bad'),
      imageNode({ altText: 'Fine' }, 'good'),
    ],
    { onError: (error) => errors.push(error) },
  );
  await expect.element(screen.getByRole('img', { name: 'Fine' })).toBeInTheDocument();
  await expect.poll(() => errors.length).toBe(1);
  expect(String(errors[0])).toContain('Image address refused');
  expect(screen.container.innerHTML).not.toContain('javascript:');
});

test('axe-core finds nothing to fix', async () => {
  const { screen, images } = await show(
    [
      imageNode({ altText: 'Oats', caption: 'Breakfast' }, 'a'),
      imageNode({ decorative: true }, 'b'),
      imageNode({ link: { url: 'https://shop.example/' } }, 'c'),
      imageNode({ altText: 'Hidden', containerData: { spoiler: { enabled: true } } }, 'd'),
    ],
    { expand: () => {} },
  );
  await expect.poll(() => images().length).toBe(4);
  const result = await axe.run(screen.container);
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
});

test('axe-core finds nothing to fix in a placeholder waiting below the fold', async () => {
  const { screen, frame } = await show([imageNode({ altText: 'Oats' })], {
    expand: () => {},
    before: window.innerHeight * 3,
  });
  await expect.poll(() => frame()?.querySelector('button')).toBeTruthy();
  expect(screen.container.querySelector('img')).toBeNull();
  const result = await axe.run(screen.container);
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
});

test('server HTML hydrates without a mismatch and keeps its picture; it can expand once hydrated', async () => {
  const content = {
    nodes: [
      imageNode({ altText: 'Oats', caption: 'Breakfast' }, 'a'),
      imageNode({ containerData: { spoiler: { enabled: true, description: 'Shh' } } }, 'b'),
    ],
  };
  const container = document.createElement('div');
  container.innerHTML = await renderViewerToHtml(
    { content, logger: recordingLogger() },
    { hydratable: true },
  );
  document.body.append(container);
  const serverImages = Array.from(container.querySelectorAll('img'));
  const serverSources = serverImages.map((image) => image.getAttribute('src'));
  expect(serverImages).toHaveLength(2);
  // Expanding needs the page's script: the server's HTML offers no button that cannot work yet.
  const expandButtons = () =>
    container.querySelectorAll('#viewer-a button[aria-label="Expand image"]');
  expect(expandButtons()).toHaveLength(0);
  expect(serverImages[0]!.hasAttribute('data-expandable')).toBe(false);
  const imageEngine = await loadViewerImageEngine();
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Viewer content={content} imageEngine={imageEngine} logger={recordingLogger()} />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  await expect
    .poll(() => Array.from(container.querySelectorAll('button'), (button) => button.textContent))
    .toContain('Reveal Image');
  expect(recoverable).toEqual([]);
  const images = Array.from(container.querySelectorAll('img'));
  expect(images).toEqual(serverImages);
  expect(images.map((image) => image.getAttribute('src'))).toEqual(serverSources);
  await expect.poll(() => expandButtons().length).toBe(1);
  expect(images[0]!.hasAttribute('data-expandable')).toBe(true);
  await userEvent.click(expandButtons()[0]!);
  await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
  act(() => root!.unmount());
  container.remove();
});

describe('the corpus’s image documents show every image once scrolled through', () => {
  const names = CORPUS_ENTRIES.map((entry) => entry.name).filter((name) =>
    /^e2e__(all-images-cases-part-\d|images|images-sizes|images-original-size|image-with-link)$/.test(
      name,
    ),
  );
  const imagesIn = (nodes: readonly RicosNode[] | undefined): number =>
    (nodes ?? []).reduce(
      (count, node) => count + (node.type === 'IMAGE' ? 1 : 0) + imagesIn(node.nodes),
      0,
    );

  test('there are such documents', () => expect(names.length).toBeGreaterThanOrEqual(5));

  test.each(names)('%s', async (name) => {
    const content = await CORPUS_ENTRIES.find((entry) => entry.name === name)!.load();
    const errors: unknown[] = [];
    const { screen, images } = await show(content.nodes, {
      onError: (error) => errors.push(error),
      expand: () => {},
    });
    const expected = imagesIn(content.nodes);
    await expect.poll(() => screen.container.querySelectorAll('figure').length).toBe(expected);
    // Each comes within the observer's margin on the way down.
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    }
    await expect.poll(() => images().length).toBe(expected);
    for (const image of images())
      expect(image.src).toMatch(/^https:\/\/static\.wixstatic\.com\/media\//);
    expect(errors.filter((error) => !String(error).includes('invalid colour'))).toEqual([]);
    window.scrollTo(0, 0);
  });
});
