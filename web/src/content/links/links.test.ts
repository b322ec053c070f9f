import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HOSTILE_LINKS } from './hostile-links.ts';
import { resolveLink, schemeOf } from './index.ts';

describe('refused schemes (spec/000 §2: the data scheme; script schemes however disguised)', () => {
  test.each(HOSTILE_LINKS.map((url) => [JSON.stringify(url), url]))(
    '%s never becomes a link',
    (_, url) => {
      expect(resolveLink({ url })).toBeNull();
      expect(
        resolveLink(
          { url, target: 'SELF', rel: { nofollow: true } },
          { baseUrl: 'https://site.example' },
        ),
      ).toBeNull();
    },
  );

  test('randomly disguised javascript: links are all refused', () => {
    const invisible = fc.constantFrom(
      ' ',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u0008',
      '\u200b',
      '\u200d',
      '\ufeff',
      '\u00ad',
      '\u2029',
      '&Tab;',
      '&#9;',
      '&#x0a;',
      '&NewLine;',
      '',
    );
    const letterForms = (ch: string) =>
      fc.constantFrom(
        ch,
        ch.toUpperCase(),
        `&#${ch.charCodeAt(0)};`,
        `&#x${ch.charCodeAt(0).toString(16)};`,
        `%${ch.charCodeAt(0).toString(16)}`,
        String.fromCharCode(ch.charCodeAt(0) + 0xfee0),
      );
    const disguised = (word: string) =>
      fc
        .tuple(
          ...[...word].map((ch) =>
            fc.tuple(
              invisible,
              ch === ':'
                ? fc.constantFrom(':', '&colon;', '&#58;', '&#x3A;', '%3a', '：')
                : letterForms(ch),
            ),
          ),
        )
        .map((parts) => parts.map(([pad, letter]) => pad + letter).join('') + 'alert(1)');
    fc.assert(
      fc.property(
        fc.oneof(disguised('javascript:'), disguised('vbscript:'), disguised('data:')),
        (url) => {
          expect(resolveLink({ url })).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('the word javascript elsewhere in an address is harmless', () => {
    expect(resolveLink({ url: 'https://example.com/?q=javascript:void(0)' })?.href).toBe(
      'https://example.com/?q=javascript:void(0)',
    );
    expect(schemeOf('javascript.example.com/page')).toBeUndefined();
  });
});

describe('site-relative links get the base URL (spec/000 §2)', () => {
  test('exactly one slash is site-relative', () => {
    expect(resolveLink({ url: '/blog/post-1' }, { baseUrl: 'https://site.example/' })?.href).toBe(
      'https://site.example/blog/post-1',
    );
    expect(resolveLink({ url: '/blog' }, { baseUrl: 'https://site.example/en' })?.href).toBe(
      'https://site.example/en/blog',
    );
    expect(resolveLink({ url: '/blog' })?.href).toBe('/blog');
  });

  test('two slashes are a host, not a site path', () => {
    expect(
      resolveLink({ url: '//cdn.example/x.png' }, { baseUrl: 'https://site.example' })?.href,
    ).toBe('//cdn.example/x.png');
  });

  test('an address without a scheme names a host', () => {
    expect(resolveLink({ url: 'www.wix.com' })?.href).toBe('https://www.wix.com');
    expect(resolveLink({ url: 'example.com/page?a=1' })?.href).toBe('https://example.com/page?a=1');
  });

  test('ordinary schemes pass unchanged', () => {
    expect(resolveLink({ url: 'https://example.com/a b' })?.href).toBe('https://example.com/a b');
    expect(resolveLink({ url: 'mailto:someone@example.com' })?.href).toBe(
      'mailto:someone@example.com',
    );
    expect(resolveLink({ url: '  http://example.com\n' })?.href).toBe('http://example.com');
  });
});

describe('telephone links (spec/000 §2)', () => {
  test.each(['tel:+1-(555)-123', 'tel:0123456789', 'tel:*21#', 'TEL:+44(0)20'])(
    '%s is allowed',
    (url) => {
      expect(resolveLink({ url })?.href).toBe(url);
    },
  );
  test.each([
    'tel:',
    'tel:+-()',
    'tel:555 123',
    'tel:555.123',
    'tel:12;phone-context=x',
    'tel:1<script>',
    'tel:abc',
  ])('%s is refused', (url) => {
    expect(resolveLink({ url })).toBeNull();
  });
});

describe('anchors become in-page links (spec/000 §2)', () => {
  test('an anchor-only url goes to viewer-{anchor} in the same tab', () => {
    expect(resolveLink({ url: '#intro', target: 'BLANK' })).toEqual({
      href: '#viewer-intro',
      target: '_self',
      rel: undefined,
      anchorId: 'viewer-intro',
    });
  });
  test('a link with only an anchor field', () => {
    expect(resolveLink({ anchor: 'cgmpc' })).toEqual({
      href: '#viewer-cgmpc',
      target: '_self',
      rel: undefined,
      anchorId: 'viewer-cgmpc',
    });
  });
  test('an already prefixed anchor is not prefixed twice', () => {
    expect(resolveLink({ url: '#viewer-abc' })?.href).toBe('#viewer-abc');
  });
  test('an empty link or anchor is no link', () => {
    expect(resolveLink({ url: '' })).toBeNull();
    expect(resolveLink({ url: '#' })).toBeNull();
    expect(resolveLink({ anchor: '  ' })).toBeNull();
    expect(resolveLink(undefined)).toBeNull();
  });
});

describe('targets and rel', () => {
  test('the default target is a new tab, with noopener', () => {
    expect(resolveLink({ url: 'https://a.example' })).toEqual({
      href: 'https://a.example',
      target: '_blank',
      rel: 'noopener',
    });
  });
  test('each target of the document is kept', () => {
    expect(resolveLink({ url: 'https://a.example', target: 'SELF' })?.target).toBe('_self');
    expect(resolveLink({ url: 'https://a.example', target: 'PARENT' })?.target).toBe('_parent');
    expect(resolveLink({ url: 'https://a.example', target: 'TOP' })?.target).toBe('_top');
  });
  test('the site may set another default target', () => {
    expect(resolveLink({ url: 'https://a.example' }, { defaultTarget: '_self' })).toEqual({
      href: 'https://a.example',
      target: '_self',
      rel: undefined,
    });
  });
  test('rel flags of the link', () => {
    const link = {
      url: 'https://a.example',
      target: 'BLANK' as const,
      rel: { nofollow: true, sponsored: true, ugc: true, noreferrer: true },
    };
    expect(resolveLink(link)?.rel).toBe('noopener noreferrer nofollow sponsored ugc');
  });
  test('default rel flags apply unless the link sets the flag', () => {
    const settings = { defaultRel: { nofollow: true, ugc: true } };
    expect(resolveLink({ url: 'https://a.example', target: 'SELF' }, settings)?.rel).toBe(
      'nofollow ugc',
    );
    expect(
      resolveLink({ url: 'https://a.example', target: 'SELF', rel: { nofollow: false } }, settings)
        ?.rel,
    ).toBe('ugc');
  });
});
