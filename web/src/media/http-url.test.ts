// What counts as an http(s) media address, and which hosts belong to a domain.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hostOf, isHostOf, parseHttpUrl } from './http-url.ts';

describe('parseHttpUrl', () => {
  // [link, the address it is read as]
  const ACCEPTED: [string, string][] = [
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['http://vimeo.com/76979871', 'http://vimeo.com/76979871'],
    ['HTTPS://WWW.YouTube.COM/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
    ['//player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['  https://dai.ly/x7tgad0\n', 'https://dai.ly/x7tgad0'],
    ['youtube.com:443/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['example.com:8080/clip.mp4', 'https://example.com:8080/clip.mp4'],
    ['https://xn--bcher-kva.example/a.mp3', 'https://xn--bcher-kva.example/a.mp3'],
    ['https://bücher.example/a.mp3', 'https://xn--bcher-kva.example/a.mp3'],
    ['bücher.example/a.mp3', 'https://xn--bcher-kva.example/a.mp3'],
    ['https://127.0.0.1:8080/a.mp4', 'https://127.0.0.1:8080/a.mp4'],
    ['https://[::1]/a.mp4', 'https://[::1]/a.mp4'],
    ['http://media_server.local/a.mp4', 'http://media_server.local/a.mp4'],
  ];
  test.each(ACCEPTED)('%s is read as %s', (link, href) => {
    expect(parseHttpUrl(link)?.href).toBe(href);
  });

  const REFUSED: [string, unknown][] = [
    ['javascript', 'javascript:alert(document.cookie)'],
    ['javascript in capitals', 'JavaScript:alert(1)'],
    ['javascript split by a tab', 'java\tscript:alert(1)'],
    ['javascript split by a newline', 'java\nscript:alert(1)//https://youtu.be/dQw4w9WgXcQ'],
    ['javascript after control characters', '\u0001\u0002javascript:alert(1)'],
    ['data', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com/movie.mp4'],
    ['blob', 'blob:https://example.com/2a1f0c3e-6d4b-4a53-9c2d-0d6e1f1b9f4a'],
    ['mailto', 'mailto:someone@example.com'],
    [
      'credentials disguising the host',
      'https://www.youtube.com:watch@evil.example/watch?v=dQw4w9WgXcQ',
    ],
    ['a user name', 'https://user@vimeo.com/76979871'],
    ['a bad port', 'https://youtube.com:99999/watch?v=dQw4w9WgXcQ'],
    ['a space in the host', 'https://you tube.com/watch'],
    ['no host at all', 'https://'],
    ['no host before the query', 'https://?v=dQw4w9WgXcQ'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['a bracket host', 'https://[not-ipv6]/a.mp4'],
    ['an entity-encoded scheme without a scheme of its own', 'javascript&colon;alert(1)/movie.mp4'],
    ['a character reference before the host', '&#106;avascript:alert(1)'],
    ['a percent-encoded scheme', '%6Aavascript:alert(1)'],
    ['a host with characters no DNS name has', "https://javascript&colon;alert('x')/movie.mp4"],
    ['a scheme-less link starting with a slash path', '/videos/movie.mp4'],
    ['a number', 42],
    ['null', null],
    ['an object', { href: 'https://youtu.be/dQw4w9WgXcQ' }],
  ];
  test.each(REFUSED)('refuses %s', (_what, link) => {
    expect(parseHttpUrl(link)).toBeNull();
  });

  test('never throws, and whatever it accepts is http or https without credentials', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'binary' })), (link) => {
        const url = parseHttpUrl(link);
        if (url !== null) {
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.username + url.password).toBe('');
        }
      }),
    );
  });
});

describe('isHostOf', () => {
  // [host, domain, belongs]
  const CASES: [string, string, boolean][] = [
    ['youtube.com', 'youtube.com', true],
    ['www.youtube.com', 'youtube.com', true],
    ['m.youtube.com', 'youtube.com', true],
    ['music.youtube.com', 'youtube.com', true],
    ['notyoutube.com', 'youtube.com', false],
    ['youtube.com.evil.net', 'youtube.com', false],
    ['evil-youtube.com', 'youtube.com', false],
    ['youtube.co', 'youtube.com', false],
    ['youtube.comx', 'youtube.com', false],
    ['com', 'youtube.com', false],
  ];
  test.each(CASES)('%s in %s: %s', (host, domain, belongs) => {
    expect(isHostOf(host, domain)).toBe(belongs);
  });

  test('a fully qualified host with its trailing dot is the same host', () => {
    expect(hostOf(new URL('https://www.youtube.com./watch'))).toBe('www.youtube.com');
  });
});
