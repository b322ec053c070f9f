import { describe, expect, test } from 'vitest';
import { HOSTILE_LINKS } from '../../../content/links/hostile-links.ts';
import { readGalleryItem } from './read-item.ts';

/** The link fields of an item whose metadata carries `link`. */
function linkOf(link: unknown, links = {}) {
  const { item } = readGalleryItem({ itemId: 'a', metadata: { link } }, 0, { links });
  return {
    linkType: item.linkType,
    linkUrl: item.linkUrl,
    linkOpenType: item.linkOpenType,
    linkRel: item.linkRel,
  };
}

describe('item links (spec/002 §3 "Link")', () => {
  test('a web link opens in a new tab by default', () => {
    expect(linkOf({ type: 'web', url: 'https://shop.example/p/1' })).toEqual({
      linkType: 'web',
      linkUrl: 'https://shop.example/p/1',
      linkOpenType: '_blank',
      linkRel: 'noopener',
    });
  });

  test('the target, or the targetBlank flag, chooses the tab', () => {
    expect(linkOf({ type: 'web', url: 'https://a.example', target: '_self' }).linkOpenType).toBe(
      '_self',
    );
    expect(linkOf({ url: 'https://a.example', target: 'TOP' }).linkOpenType).toBe('_top');
    expect(linkOf({ url: 'https://a.example', targetBlank: false }).linkOpenType).toBe('_self');
    expect(linkOf({ url: 'https://a.example', targetBlank: true }).linkOpenType).toBe('_blank');
    expect(linkOf({ url: 'https://a.example', target: 'somewhere' }).linkOpenType).toBe('_blank');
  });

  test('an untyped link with an address is a web link; an address without a scheme is a host', () => {
    expect(linkOf({ url: 'www.wix.com' })).toMatchObject({
      linkType: 'web',
      linkUrl: 'https://www.wix.com',
    });
  });

  test('a page link keeps its type; site-relative addresses get the base URL', () => {
    expect(
      linkOf({ type: 'page', url: '/about' }, { baseUrl: 'https://site.example' }),
    ).toMatchObject({ linkType: 'page', linkUrl: 'https://site.example/about' });
  });

  test('site-specific links are read by their sub-type', () => {
    expect(
      linkOf({ type: 'wix', data: { type: 'PageLink' }, url: 'https://site.example/shop' }),
    ).toMatchObject({ linkType: 'page', linkUrl: 'https://site.example/shop' });
    expect(
      linkOf({ type: 'wix', data: { type: 'ExternalLink', url: 'https://b.example' } }),
    ).toMatchObject({ linkType: 'web', linkUrl: 'https://b.example' });
    expect(
      linkOf({ type: 'wix', data: { type: 'DocumentLink' }, url: 'https://files.example/a.pdf' }),
    ).toMatchObject({ linkType: 'document', linkUrl: 'https://files.example/a.pdf' });
  });

  test('email and phone links, from an address or from their parts', () => {
    expect(
      linkOf({ type: 'wix', data: { type: 'EmailLink', recipient: 'me@site.example' } }),
    ).toMatchObject({ linkType: 'email', linkUrl: 'mailto:me@site.example' });
    expect(linkOf({ type: 'web', url: 'mailto:me@site.example' }).linkType).toBe('email');
    expect(
      linkOf({ type: 'wix', data: { type: 'PhoneLink', phoneNumber: '+1-555-0100' } }),
    ).toMatchObject({ linkType: 'phone', linkUrl: 'tel:+1-555-0100' });
    expect(linkOf({ url: 'tel:0123456789' }).linkType).toBe('phone');
    // spec/000 §2: a telephone number of other characters is no link.
    expect(linkOf({ type: 'phone', url: 'tel:555 0100' })).toMatchObject({
      linkType: 'phone',
      linkUrl: undefined,
    });
  });

  test('an anchor link goes to the anchor on the same page, in the same tab', () => {
    expect(linkOf({ type: 'wix', data: { type: 'AnchorLink', anchorName: 'contact us' } })).toEqual(
      { linkType: 'anchor', linkUrl: '#contact%20us', linkOpenType: '_self', linkRel: undefined },
    );
    expect(
      linkOf({ type: 'wix', data: { type: 'AnchorLink' }, url: 'https://site.example/about' }),
    ).toMatchObject({ linkType: 'anchor', linkUrl: 'https://site.example/about' });
    expect(linkOf({ type: 'wix', data: { type: 'AnchorLink' } })).toMatchObject({
      linkType: 'anchor',
      linkUrl: undefined,
    });
    expect(linkOf({ url: '#prices', target: '_blank' })).toMatchObject({
      linkType: 'anchor',
      linkUrl: '#prices',
      linkOpenType: '_self',
    });
  });

  test('rel flags of the link are kept', () => {
    expect(linkOf({ url: 'wix.com', target: 'BLANK', rel: { nofollow: true } }).linkRel).toBe(
      'noopener nofollow',
    );
    expect(
      linkOf({ url: 'https://a.example', target: '_self', rel: 'ugc sponsored' }).linkRel,
    ).toBe('sponsored ugc');
  });

  test('no link, a none link, or a link without an address', () => {
    const none = {
      linkType: 'none',
      linkUrl: undefined,
      linkOpenType: undefined,
      linkRel: undefined,
    };
    expect(linkOf(undefined)).toEqual(none);
    expect(linkOf('https://a.example')).toEqual(none);
    expect(linkOf({ type: 'none', url: 'https://a.example' })).toEqual(none);
    expect(linkOf({ type: 'web' })).toEqual({ ...none, linkType: 'web' });
  });

  test('the text and title of the link are kept', () => {
    const { item } = readGalleryItem(
      { metadata: { link: { url: 'https://a.example', text: 'Buy', title: 'Our shop' } } },
      0,
    );
    expect([item.linkText, item.linkTitle]).toEqual(['Buy', 'Our shop']);
  });

  test.each(HOSTILE_LINKS.map((url) => [JSON.stringify(url), url]))(
    '%s never becomes a linkUrl',
    (_, url) => {
      for (const link of [
        { url },
        { type: 'web', url },
        { type: 'page', url },
        { type: 'wix', data: { type: 'DocumentLink' }, url },
        { type: 'wix', data: { type: 'ExternalLink', url } },
      ]) {
        expect(linkOf(link).linkUrl).toBeUndefined();
      }
      const { item } = readGalleryItem({ link: { url }, directLink: url, directShareLink: url }, 0);
      expect([item.linkUrl, item.directLink, item.directShareLink]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    },
  );

  test('an email recipient or phone number cannot smuggle a script', () => {
    expect(
      linkOf({ type: 'wix', data: { type: 'PhoneLink', phoneNumber: 'javascript:alert(1)' } })
        .linkUrl,
    ).toBeUndefined();
    expect(
      linkOf({ type: 'wix', data: { type: 'AnchorLink', anchorName: '"><script>' } }).linkUrl,
    ).toBe('#%22%3E%3Cscript%3E');
  });
});
