import { describe, expect, test } from 'vitest';
import { mediaAddress, videoAddress } from './media-address.ts';

const hosts = { video: 'https://v.example.net/', media: 'https://m.example.net/' };

describe('media addresses from ids (spec/000 §7)', () => {
  test('an uploaded video id is a path on the video host', () => {
    expect(
      videoAddress({ id: 'video/11062b_a552731f40854d16a91627687fb8d1a6/1080p/mp4/file.mp4' }),
    ).toBe(
      'https://video.wixstatic.com/video/11062b_a552731f40854d16a91627687fb8d1a6/1080p/mp4/file.mp4',
    );
    expect(videoAddress({ id: 'video/abc/file.mp4' }, hosts)).toBe(
      'https://v.example.net/video/abc/file.mp4',
    );
  });

  test('a thumbnail id is a path on the media host', () => {
    expect(mediaAddress({ id: 'media/11062b_a552731f40854d16a91627687fb8d1a6f000.jpg' })).toBe(
      'https://static.wixstatic.com/media/11062b_a552731f40854d16a91627687fb8d1a6f000.jpg',
    );
    expect(mediaAddress({ id: '/media/x.jpg' }, hosts)).toBe('https://m.example.net/media/x.jpg');
  });

  test('a full address is kept, when it is http(s)', () => {
    expect(mediaAddress({ url: 'https://i.ytimg.com/vi/_zuIxexRrtk/hqdefault.jpg' })).toBe(
      'https://i.ytimg.com/vi/_zuIxexRrtk/hqdefault.jpg',
    );
    expect(videoAddress({ id: 'https://cdn.example.com/a.mp4' }, hosts)).toBe(
      'https://cdn.example.com/a.mp4',
    );
  });

  test.each([
    [{ url: 'javascript:alert(1)' }],
    [{ url: 'data:video/mp4;base64,AAAA' }],
    [{ id: 'JavaScript:alert(1)' }],
    [{ id: 'media/../../etc/passwd' }],
    [{ id: 'media/a.jpg?x=<script>' }],
    [{ id: '' }],
    [{ id: 42 }],
    [{}],
  ])('an unsafe or empty source %j gives no address', (source) => {
    expect(mediaAddress(source, hosts)).toBeNull();
    expect(videoAddress(source, hosts)).toBeNull();
  });
});
