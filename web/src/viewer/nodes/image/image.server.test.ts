// IMAGE and block spoilers rendered on the server (renderViewerToHtml, the TS image engine): the
// real <img> with its addresses, text, links and settings in the HTML, and every image of the
// corpus's image documents present.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { RicosDocument, RicosNode } from '../../../content/node.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';

const CORPUS = join(import.meta.dirname, '../../../../../../shared/corpus/ricos/docs');
const PHOTO = '8bb438_1ab1a6e5d0bf4edeb847d15d821a76d8.jpg';
const MEDIA = 'https://static.wixstatic.com/media/';

function imageNode(imageData: Record<string, unknown>, id = 'img'): RicosNode {
  return {
    id,
    type: 'IMAGE',
    nodes: [],
    imageData: { image: { src: { id: PHOTO }, width: 4500, height: 3228 }, ...imageData },
  };
}

async function render(nodes: RicosNode[], onError?: (error: unknown, node?: RicosNode) => void) {
  const logger = recordingLogger();
  const html = await renderViewerToHtml({ content: { nodes }, logger, onError });
  return { html, logger, dom: parse(html) };
}

/** The attributes of each element with `tag` in the HTML, in order. */
function parse(html: string) {
  return (tag: string): Record<string, string>[] =>
    [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((attribute) => [
          attribute[1]!.toLowerCase(),
          (attribute[2] ?? '').replaceAll('&amp;', '&'),
        ]),
      ),
    );
}

describe('the picture in the server HTML', () => {
  test('a real <img>: addresses at the estimated width, 1x and 2x; lazy; its size and alt', async () => {
    const { dom } = await render([imageNode({ altText: 'Glass jar with oats' })]);
    const one = `${MEDIA}${PHOTO}/v1/fill/w_800,h_574,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${PHOTO}`;
    const two = `${MEDIA}${PHOTO}/v1/fill/w_1600,h_1148,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${PHOTO}`;
    expect(dom('img')).toEqual([
      expect.objectContaining({
        src: one,
        srcset: `${one} 1x, ${two} 2x`,
        alt: 'Glass jar with oats',
        width: '4500',
        height: '3228',
        loading: 'lazy',
      }),
    ]);
  });

  test('a custom width asks for that width; a full address is used as it is', async () => {
    const { dom } = await render([
      imageNode({ containerData: { width: { custom: '350' } } }, 'a'),
      imageNode({ image: { src: { url: 'https://cdn.example/p.png' } } }, 'b'),
    ]);
    const [custom, full] = dom('img');
    expect(custom?.src).toBe(
      `${MEDIA}${PHOTO}/v1/fill/w_400,h_287,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${PHOTO}`,
    );
    expect(full).toMatchObject({ src: 'https://cdn.example/p.png', alt: '' });
    expect(full?.srcset).toBeUndefined();
  });

  test('the placeholder box holds the proportions until the picture is in', async () => {
    const { html } = await render([imageNode({})]);
    expect(html).toMatch(/data-image-state="placeholder" style="aspect-ratio:4500 \/ 3228"/);
  });

  test('in its container box: alignment, size and text wrap', async () => {
    const { dom } = await render([
      imageNode({ containerData: { alignment: 'LEFT', width: { size: 'SMALL' }, textWrap: true } }),
    ]);
    expect(dom('div').find((div) => div.id === 'viewer-img')).toMatchObject({
      'data-container-size': 'SMALL',
      'data-container-alignment': 'LEFT',
      'data-text-wrap': '',
    });
  });

  test('a decorative image is hidden from assistive technology: empty alt', async () => {
    const { dom } = await render([imageNode({ altText: 'A tree', decorative: true })]);
    expect(dom('img')[0]?.alt).toBe('');
  });

  test('the caption is the figure caption', async () => {
    const { html } = await render([imageNode({ caption: 'Dad holding his baby' })]);
    expect(html).toMatch(
      /<figure[^>]*>.*<figcaption[^>]*>Dad holding his baby<\/figcaption><\/figure>/,
    );
  });

  test('a border of the data’s width, radius and colour', async () => {
    const { html } = await render([
      imageNode({ styles: { border: { width: 3, radius: 12, color: '#00ff00' } } }),
    ]);
    expect(html).toContain(
      'border-width:3px;border-style:solid;border-color:#00ff00;border-radius:12px',
    );
  });

  test('disableDownload: the picture cannot be dragged out', async () => {
    const { dom } = await render([imageNode({ disableDownload: true })]);
    expect(dom('img')[0]?.draggable).toBe('false');
  });
});

describe('links (spec/000 §2)', () => {
  test('a linked image is an anchor with the rules’ href, target and rel', async () => {
    const { dom } = await render([
      imageNode({
        altText: 'Shop',
        link: { url: 'www.image-link.com', target: 'BLANK', rel: { nofollow: true } },
      }),
    ]);
    expect(dom('a')).toEqual([
      expect.objectContaining({
        href: 'https://www.image-link.com',
        target: '_blank',
        rel: 'noopener nofollow',
      }),
    ]);
  });

  test('an image without alternative text names its link by the address', async () => {
    const { dom } = await render([
      imageNode({ link: { url: 'https://shop.example/', target: 'SELF' } }),
    ]);
    expect(dom('a')[0]).toMatchObject({ 'aria-label': 'https://shop.example/', target: '_self' });
  });

  test('a javascript: link is no link; the image still shows', async () => {
    const { dom } = await render([imageNode({ link: { url: 'javascript:alert(1)' } })]);
    expect(dom('a')).toEqual([]);
    expect(dom('img')).toHaveLength(1);
  });
});

test('a javascript: or data: picture renders nothing (the browser reports it)', async () => {
  const { dom, html } = await render([
    imageNode({ image: { src: { url: 'javascript:alert(1)' } } }, 'x'),
    imageNode({ image: { src: { url: 'data:image/png;base64,AAAA' } } }, 'y'),
  ]);
  expect(dom('img')).toEqual([]);
  expect(html).not.toMatch(/javascript:|data:image/);
});

describe('block spoilers on the server', () => {
  const spoiled = (spoiler: Record<string, unknown>) =>
    imageNode({ containerData: { spoiler: { enabled: true, ...spoiler } } });

  test('hidden: blurred and inert under an overlay with the description and the reveal button', async () => {
    const { html } = await render([spoiled({ description: 'SPOILER ALERT!!!' })]);
    expect(html).toMatch(/data-spoiler="hidden" data-blur="medium"/);
    expect(html).toMatch(
      /<div tabindex="-1" class="[^"]*" inert="" aria-hidden="true" style="filter:blur\(16px\)"><figure/,
    );
    expect(html).toContain('<p class="');
    expect(html).toContain('>SPOILER ALERT!!!</p>');
    expect(html).toMatch(/<button type="button"[^>]*>.*Reveal Image<\/button>/);
    // The picture is there, blurred.
    expect(html).toContain('<img ');
  });

  test('the button says the data’s text (buttonContent, or the older buttonText)', async () => {
    expect((await render([spoiled({ buttonContent: 'Open me' })])).html).toContain(
      'Open me</button>',
    );
    expect(
      (await render([spoiled({ buttonText: 'What’s behind door number 1?' })])).html,
    ).toContain('What’s behind door number 1?</button>');
  });

  test('the description is cut at 70 characters', async () => {
    const long = `${'a'.repeat(69)}é and more`;
    const { html } = await render([spoiled({ description: long })]);
    expect(html).toContain(`>${'a'.repeat(69)}é</p>`);
  });

  test('a spoiler that is not enabled is the image itself', async () => {
    const { html } = await render([
      imageNode({ containerData: { spoiler: { enabled: false, description: 'x' } } }),
    ]);
    expect(html).not.toContain('data-spoiler');
    expect(html).not.toContain('inert');
  });
});

describe('the corpus’s image documents render every image', () => {
  const files = readdirSync(CORPUS).filter((name) =>
    /^e2e__(all-images-cases-part-\d|images.*|image-.*|old-image-format|inner-rce-images|table-with-images|png-glow)\.json$/.test(
      name,
    ),
  );

  /** The ids of the IMAGE nodes that have a picture. */
  const imagesIn = (nodes: readonly RicosNode[] | undefined): string[] =>
    (nodes ?? []).flatMap((node) => {
      const src = (node.imageData as { image?: { src?: Record<string, unknown> } } | undefined)
        ?.image?.src;
      const own =
        node.type === 'IMAGE' && node.id && (src?.id || src?.url || src?.custom) ? [node.id] : [];
      return [...own, ...imagesIn(node.nodes)];
    });

  test('there are such documents', () => expect(files.length).toBeGreaterThanOrEqual(10));

  test.each(files)('%s', async (file) => {
    const content = JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as RicosDocument;
    const errors: unknown[] = [];
    const logger = recordingLogger();
    const html = await renderViewerToHtml({
      content,
      logger,
      onError: (error) => errors.push(error),
    });
    const ids = imagesIn(content.nodes);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      // The node's figure holds its picture (other kinds, a gallery's items, have <img>s too).
      const start = html.indexOf(`id="viewer-${id}"`);
      const figure = html.slice(start, html.indexOf('</figure>', start));
      expect(start, id).toBeGreaterThan(-1);
      expect(parse(figure)('img')[0]?.src, id).toMatch(/^(https:)?\/\//);
    }
    expect(errors.filter((error) => !String(error).includes('invalid colour'))).toEqual([]);
  });
});
