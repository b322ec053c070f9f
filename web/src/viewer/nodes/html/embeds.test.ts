// HTML, EMBED, LINK_PREVIEW and FILE rendered on the server (renderViewerToHtml): markup only in a
// sandboxed srcdoc frame, addresses only through the rules, the card, the file block and its
// errors — and the corpus documents with these kinds show them.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { RicosDocument, RicosNode } from '../../../content/node.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { REFUSED_ADDRESS_MESSAGE } from './html-data.ts';

const render = (node: RicosNode) =>
  renderViewerToHtml({ content: { nodes: [node] }, logger: recordingLogger() });

/** The attributes of the first element with this tag, decoded. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  const attributes: Record<string, string> = {};
  for (const [, name, value] of element.matchAll(/([\w-]+)="([^"]*)"/g))
    attributes[name!.toLowerCase()] = value!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return attributes;
}

describe('HTML', () => {
  test('markup runs in a sandboxed srcdoc frame without the page origin, 550 high and 350px wide by default', async () => {
    const html = await render({
      id: 'h',
      type: 'HTML',
      htmlData: { html: '<p>Hello</p><script>parent.document.title = "x"</script>' },
    } as RicosNode);
    const frame = attributesOf(html, 'iframe');
    expect(frame.sandbox?.split(' ')).toContain('allow-scripts');
    expect(frame.sandbox).not.toContain('allow-same-origin');
    expect(frame.sandbox).not.toContain('allow-top-navigation');
    expect(frame.srcdoc).toContain('<body><p>Hello</p>');
    expect(frame.srcdoc).toContain('htmlPlugin:heightResize');
    expect(frame.src).toBeUndefined();
    expect(frame.title).toBe('Embedded content');
    expect(frame.style).toContain('height:550px');
    expect(html).toMatch(/id="viewer-h"[^>]*style="width:350px"/);
  });

  test('the data sets the size; a url becomes a frame only when http, https or scheme-less', async () => {
    const sized = await render({
      id: 'h',
      type: 'HTML',
      htmlData: {
        html: '<b>x</b>',
        containerData: { width: { custom: '603' }, height: { custom: '368' } },
      },
    } as RicosNode);
    expect(attributesOf(sized, 'iframe').style).toContain('height:368px');
    expect(sized).toContain('width:603px');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com/x',
      '/relative',
    ]) {
      // Bad content: nothing rendered, and onError told why.
      const errors: unknown[] = [];
      const html = await renderViewerToHtml({
        content: { nodes: [{ id: 'u', type: 'HTML', htmlData: { url } } as RicosNode] },
        logger: recordingLogger(),
        onError: (error) => errors.push(error),
      });
      expect(html, url).not.toContain('<iframe');
      expect(errors.map(String), url).toEqual([`Error: ${REFUSED_ADDRESS_MESSAGE}`]);
    }
    for (const url of ['https://example.com/embed', 'http://example.com/', 'example.com/embed']) {
      const html = await render({ id: 'u', type: 'HTML', htmlData: { url } } as RicosNode);
      // The address is given to the frame in the browser, which alone knows the page's origin.
      expect(attributesOf(html, 'iframe')['data-html-frame'], url).toBe('url');
    }
  });

  test('a frame id written into the srcdoc cannot close its script', async () => {
    const html = await render({ id: 'h', type: 'HTML', htmlData: { html: 'x' } } as RicosNode);
    const script = /<script>([\s\S]*?)<\/script>/.exec(attributesOf(html, 'iframe').srcdoc!)?.[1];
    expect(script).toContain('var id = "');
  });
});

describe('EMBED', () => {
  const embed = (oembed: object, src?: string) =>
    render({ id: 'e', type: 'EMBED', embedData: { oembed, src } } as RicosNode);

  test('rich and video markup goes to a sandboxed frame, never into the page', async () => {
    for (const type of ['rich', 'video']) {
      const html = await embed({ type, html: '<img src=x onerror="alert(1)">', title: 'A post' });
      expect(html.replace(/srcDoc="[^"]*"/, '')).not.toContain('onerror');
      const frame = attributesOf(html, 'iframe');
      expect(frame.srcdoc).toContain('<img src=x onerror="alert(1)">');
      expect(frame.sandbox).not.toContain('allow-same-origin');
      expect(frame.title).toBe('A post');
    }
  });

  test('a video player that is only a frame gets that address in a frame of its own, at its ratio', async () => {
    const html = await embed({
      type: 'video',
      title: 'A video',
      width: 480,
      height: 270,
      html: '<iframe width="480" height="270" src="https://www.youtube.com/embed/abc?feature=oembed&amp;t=1" allowfullscreen></iframe>',
    });
    const frame = attributesOf(html, 'iframe');
    expect(frame).toMatchObject({ 'data-html-frame': 'url', title: 'A video' });
    expect(frame.style).toContain('aspect-ratio:1.7777');
    expect(frame.srcdoc).toBeUndefined();
    // Anything else around the frame, or an address the rules refuse: markup in the srcdoc frame.
    for (const markup of [
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="https://a.example/"></iframe><script>alert(1)</script>',
    ])
      expect(
        attributesOf(await embed({ type: 'video', html: markup }), 'iframe')['data-html-frame'],
      ).toBe('html');
  });

  test('a photo is an image with an http(s) address; a link is a card', async () => {
    const photo = await embed({
      type: 'photo',
      url: 'https://img.example/p.jpg',
      title: 'Sunset',
      width: 640,
      height: 480,
    });
    expect(attributesOf(photo, 'img')).toMatchObject({
      src: 'https://img.example/p.jpg',
      alt: 'Sunset',
      width: '640',
    });
    expect(await embed({ type: 'photo', url: 'javascript:alert(1)' })).not.toContain('javascript');
    const link = await embed(
      { type: 'link', title: 'A page', providerName: 'Example' },
      'example.com/page',
    );
    expect(attributesOf(link, 'a')).toMatchObject({
      href: 'https://example.com/page',
      target: '_blank',
    });
    expect(link).toContain('A page');
    expect(link).toContain('example.com');
  });
});

describe('LINK_PREVIEW', () => {
  test('a card: title, description, domain and a 400x200 thumbnail, through the link rules', async () => {
    const html = await render({
      id: 'l',
      type: 'LINK_PREVIEW',
      linkPreviewData: {
        link: { url: 'www.wix.com', target: 'BLANK', rel: { nofollow: true } },
        title: 'A mock title',
        description: '\tA mock description',
        thumbnailUrl: 'https://image.example/t.jpg',
      },
    } as RicosNode);
    expect(attributesOf(html, 'a')).toMatchObject({
      href: 'https://www.wix.com',
      target: '_blank',
      rel: 'noopener nofollow',
    });
    expect(attributesOf(html, 'img')).toMatchObject({
      src: 'https://image.example/t.jpg',
      width: '400',
      height: '200',
      alt: '',
    });
    for (const text of ['A mock title', 'A mock description', 'wix.com'])
      expect(html).toContain(text);
  });

  test('a refused link leaves a card with nothing to follow; an unsafe thumbnail is left out', async () => {
    const html = await render({
      id: 'l',
      type: 'LINK_PREVIEW',
      linkPreviewData: {
        link: { url: 'javascript:alert(1)' },
        title: 'Bad',
        thumbnailUrl: 'data:image/png;base64,AAAA',
      },
    } as RicosNode);
    expect(html).toContain('Bad');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<img');
  });
});

describe('FILE', () => {
  const file = (fileData: object) => render({ id: 'f', type: 'FILE', fileData } as RicosNode);

  test('the block: name, type and size, and the download link labelled with the type', async () => {
    const html = await file({
      name: 'document.pdf',
      type: 'pdf',
      size: 150000,
      src: { url: 'https://files.example/document.pdf' },
    });
    expect(html).toContain('document.pdf');
    expect(html).toContain('PDF • 150KB');
    expect(attributesOf(html, 'a')).toMatchObject({
      href: 'https://files.example/document.pdf',
      download: 'document.pdf',
    });
    expect(html).toContain('>Download PDF</a>');
  });

  test('an id is an address on the media host; an unsafe url gives no link', async () => {
    const onHost = await file({ name: 'a.jpg', type: 'jpg', src: { id: 'media/a.jpg' } });
    expect(attributesOf(onHost, 'a').href).toBe('https://static.wixstatic.com/media/a.jpg');
    expect(await file({ name: 'b.pdf', src: { url: 'javascript:alert(1)' } })).not.toContain('<a ');
  });

  test('error codes 0-5: the generic message, SIZE_LIMIT the size message; no download', async () => {
    for (const code of [0, 1, 2, 3, 4, 5]) {
      const html = await file({
        name: 'a.pdf',
        src: { url: 'https://x.example/a.pdf' },
        error: { code },
      });
      expect(html, `code ${code}`).toContain(
        code === 1 ? 'The file is too large to upload' : 'The file could not be uploaded',
      );
      expect(html).not.toContain('<a ');
    }
  });

  test('a custom message is an icon whose tooltip holds it', async () => {
    const html = await file({
      name: 'a.pdf',
      error: { key: 'QUOTA_STORAGE_OWNER', message: 'Storage is full' },
    });
    expect(attributesOf(html, 'button')['aria-label']).toBe('Error details');
    expect(html).toMatch(/role="tooltip"[^>]*hidden=""[^>]*>Storage is full</);
  });

  test('PDF view modes FULL and MINI preview the file; NONE and other types do not', async () => {
    const pdf = (viewMode: string) =>
      file({
        name: 'a.pdf',
        type: 'pdf',
        src: { url: 'https://x.example/a.pdf' },
        pdfSettings: { viewMode },
      });
    expect(attributesOf(await pdf('FULL'), 'iframe')).toMatchObject({
      title: 'a.pdf',
      style: 'height:800px',
    });
    expect(attributesOf(await pdf('MINI'), 'iframe').style).toBe('height:300px');
    expect(await pdf('NONE')).not.toContain('<iframe');
  });
});

describe('the corpus', () => {
  const folder = join(import.meta.dirname, '../../../../../../shared/corpus/ricos/docs');
  const kinds = ['HTML', 'EMBED', 'LINK_PREVIEW', 'FILE'];
  const count = (nodes: readonly RicosNode[] | undefined, type: string): number =>
    (nodes ?? []).reduce(
      (sum, node) => sum + (node.type === type ? 1 : 0) + count(node.nodes, type),
      0,
    );
  const documents = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as RicosDocument] as const,
    )
    .filter(([, document]) => kinds.some((kind) => count(document.nodes, kind) > 0));

  test.each(documents)('%s shows its frames, cards and file blocks', async (_name, document) => {
    const errors: unknown[] = [];
    const logger = recordingLogger();
    const html = await renderViewerToHtml({
      content: document,
      logger,
      onError: (error) => errors.push(error),
    });
    const frames = count(document.nodes, 'HTML') + count(document.nodes, 'EMBED');
    expect(html.match(/data-html-frame="html"/g)?.length ?? 0).toBe(frames);
    expect(html.match(/data-file-type=/g)?.length ?? 0).toBe(count(document.nodes, 'FILE'));
    expect(html.match(/data-link-card=/g)?.length ?? 0).toBe(count(document.nodes, 'LINK_PREVIEW'));
    // Only problems of the document's colours (spec/000 §5), never of these kinds.
    expect(errors.filter((error) => !String(error).includes('invalid colour value'))).toEqual([]);
    expect(
      logger.errors.filter((message) =>
        kinds.some((kind) => new RegExp(`\\b${kind}\\b`).test(message)),
      ),
    ).toEqual([]);
  });
});
