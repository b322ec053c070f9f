// The image-address half of the engine contract, run against each backend: what spec/001 §5
// and §9 and spec/002 §3 promise, on addresses checked by hand against the reference builder.

import { beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_IMAGE_HOST, type Engine, type ImageUrlRequest } from '../../engine.ts';
import { loadBackends } from '../../testing/backends.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

const PHOTO: ImageUrlRequest = {
  fit: 'fill',
  id: 'abc_123~mv2.jpg',
  width: 4000,
  height: 3000,
  targetWidth: 400,
  targetHeight: 300,
};
const HOST = DEFAULT_IMAGE_HOST;

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const url = (request: Partial<ImageUrlRequest>, host?: string) =>
    backends[name].imageUrl({ ...PHOTO, ...request }, host);
  const path = (request: Partial<ImageUrlRequest>) =>
    url(request).slice(`${HOST}abc_123~mv2.jpg/v1/`.length);

  test('a fill at the tiny tier: quality 80 and the default sharpening', () => {
    expect(url({})).toBe(
      `${HOST}abc_123~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/abc_123~mv2.jpg`,
    );
  });

  test('fit keeps the source ratio inside the target; crop cuts first', () => {
    expect(path({ fit: 'fit', targetWidth: 400, targetHeight: 400 })).toBe(
      'fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/abc_123~mv2.jpg',
    );
    expect(path({ fit: 'crop', crop: { x: 100, y: 200, width: 1000, height: 800 } })).toBe(
      'crop/x_100,y_200,w_1000,h_800/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/abc_123~mv2.jpg',
    );
    // A crop reaching outside the source is clipped to it.
    expect(path({ fit: 'crop', crop: { x: -100, y: -200, width: 1000, height: 800 } })).toMatch(
      /^crop\/x_0,y_0,w_900,h_600\//,
    );
  });

  test('a focal point replaces the centre alignment, clamped to 0-100 and printed with two decimals', () => {
    expect(path({ options: { focalPoint: { x: 11.5, y: 105 } } })).toMatch(
      /^fill\/w_400,h_300,fp_0\.12_1\.00,q_80,/,
    );
  });

  test('quality tiers follow the area; a requested quality applies only between 5 and 90; png gets 5 more', () => {
    expect(path({ targetWidth: 1400, targetHeight: 1401 })).toContain(',q_90,');
    expect(path({ targetWidth: 1400, targetHeight: 1400 })).toContain(',q_85,');
    expect(path({ options: { quality: 5.5 } })).toContain(',q_5.5,');
    expect(path({ options: { quality: 91 } })).toContain(',q_80,');
    expect(url({ id: 'a.png', options: { quality: 50 } })).toContain(',q_55,');
  });

  test('upscaling stops at the tier limit (classic) or at 4 (super-resolution)', () => {
    expect(path({ width: 100, height: 100 })).toBe(
      'fill/w_140,h_105,al_c,lg_1,q_80,enc_auto/abc_123~mv2.jpg',
    );
    expect(path({ width: 100, height: 100, options: { upscaleMethod: 'super' } })).toBe(
      'fill/w_400,h_300,al_c,lg_2,q_80,enc_auto/abc_123~mv2.jpg',
    );
    expect(
      path({
        width: 100,
        height: 100,
        targetWidth: 190,
        targetHeight: 190,
        options: { upscaleMethod: 'super' },
      }),
    ).toContain('lg_2,q_80,usm_0.66_1.00_0.01');
  });

  test('the device pixel ratio is capped at 2 and the area at 25,000,000 pixels', () => {
    expect(path({ options: { devicePixelRatio: 3 } })).toMatch(/^fill\/w_800,h_600,al_c,q_85,/);
    expect(path({ width: 40000, height: 40000, targetWidth: 8000, targetHeight: 4000 })).toMatch(
      /^fill\/w_7071,h_3536,/,
    );
  });

  test('sharpening: requested values in range always apply, all zero turns it off, else the default', () => {
    expect(
      path({ options: { unsharpMask: { radius: 1.115, amount: 0.125, threshold: 255 } } }),
    ).toContain(',usm_1.11_0.13_255.00,');
    expect(
      path({ options: { unsharpMask: { radius: 0, amount: 0, threshold: 0 } } }),
    ).not.toContain('usm_');
    expect(
      path({ options: { unsharpMask: { radius: 500.1, amount: 1, threshold: 1 } } }),
    ).toContain(',usm_0.66_1.00_0.01,');
  });

  test('filters in range print as JavaScript prints numbers, in a fixed order', () => {
    const filters = { blur: 1e-7, hue: -180, saturation: 0, brightness: 0.1 + 0.2, contrast: 101 };
    expect(path({ options: { filters } })).toContain(
      ',usm_0.66_1.00_0.01,br_0.30000000000000004,hue_-180,blur_1e-7,enc_auto/',
    );
  });

  test('encodings, progressive, watermark and the file name', () => {
    expect(
      path({
        options: { encoding: 'AVIF', progressive: false, watermark: 'w', name: 'my photo?.png' },
      }),
    ).toBe(
      'fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,bl,wm_w,enc_avif,quality_auto/my%20photo_.jpg',
    );
    expect(path({ options: { autoEncode: false } })).toBe(
      'fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01/abc_123~mv2.jpg',
    );
  });

  test('ids that cannot be transformed pass through; blank and none ids give the bare host', () => {
    for (const id of ['a.svg', 'a.gif', 'https://example.com/a.jpg', 'no-extension'])
      expect(url({ id })).toBe(HOST + id);
    for (const id of ['', '  ', 'none', 'NONE']) expect(url({ id })).toBe(HOST);
  });

  test('the host is configurable', () => {
    expect(url({}, 'https://images.example.org/media/')).toMatch(
      /^https:\/\/images\.example\.org\/media\/abc_123~mv2\.jpg\/v1\/fill\//,
    );
  });

  test('the address variants of spec/002 §3', () => {
    const variant = (v: ImageUrlRequest['variant'], extra: Partial<ImageUrlRequest> = {}) =>
      path({ variant: v, ...extra });
    expect(variant('pixel')).toMatch(/^fill\/w_1,h_1,al_c,q_90,/);
    expect(variant('thumbnail')).toContain(',q_70,');
    expect(variant('square')).toMatch(/^fill\/w_100,h_100,al_c,q_80,/);
    expect(variant('sample', { targetWidth: 100, targetHeight: 100 })).toMatch(
      /^fill\/w_500,h_375,/,
    );
    expect(variant('scaled', { targetWidth: 400, targetHeight: 400 })).toMatch(
      /^fill\/w_400,h_300,/,
    );
    expect(variant('low-res')).toMatch(
      /^fill\/w_333,h_250,al_c,q_30,usm_0\.66_1\.00_0\.01,blur_30,/,
    );
    expect(variant('magnified')).toMatch(/^fill\/w_800,h_600,/);
    expect(url({ variant: 'full' })).toBe(`${HOST}abc_123~mv2.jpg`);
    expect(url({ variant: 'download', options: { name: 'Sea view.jpg' } })).toBe(
      `${HOST}abc_123~mv2.jpg?dn=Sea%20view.jpg`,
    );
    const [one, two] = url({ variant: 'multi' }).split(', ');
    expect(one).toMatch(/\/w_400,h_300,.* 1x$/);
    expect(two).toMatch(/\/w_800,h_600,.* 2x$/);
  });

  test('a batch gives the same addresses as one call each, in order, non-ASCII included', () => {
    const requests: ImageUrlRequest[] = [
      PHOTO,
      { ...PHOTO, id: 'ä/ü€.png', options: { name: 'größe 🙂' } },
      { ...PHOTO, id: 'https://example.com/ö.jpg' },
      { ...PHOTO, id: '' },
      { ...PHOTO, fit: 'crop', crop: { x: 10, y: 10, width: 500, height: 500 } },
    ];
    const batch = backends[name].imageUrls(requests);
    expect(batch).toEqual(requests.map((r) => backends[name].imageUrl(r)));
    expect(batch[1]).toBe(
      `${HOST}ä/ü€.png/v1/fill/w_400,h_300,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/gr%C3%B6%C3%9Fe%20%F0%9F%99%82.png`,
    );
    expect(backends[name].imageUrls([])).toEqual([]);
  });

  test('a long batch with very long texts and hosts gives the same addresses as one call each', () => {
    const longId = `${'x'.repeat(100_000)}.jpg`;
    const requests: ImageUrlRequest[] = Array.from({ length: 3000 }, (_, i) => {
      if (i === 1500) return { ...PHOTO, id: longId };
      if (i % 700 === 3)
        return { ...PHOTO, id: `ü${i}.png`, options: { watermark: 'wm', name: `n ${i}` } };
      return { ...PHOTO, id: `a_${i}.jpg`, targetWidth: 100 + (i % 500) };
    });
    const longHost = `https://${'h'.repeat(40_000)}/`;
    for (const host of [HOST, longHost, HOST]) {
      const batch = backends[name].imageUrls(requests, host);
      expect(batch).toHaveLength(requests.length);
      requests.forEach((r, i) => expect(batch[i]).toBe(backends[name].imageUrl(r, host)));
    }
    const batch = backends[name].imageUrls(requests);
    expect(batch[1500]).toBe(
      `${HOST}${longId}/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${'x'.repeat(100_000)}.jpg`,
    );
    expect(batch[2803]).toBe(
      `${HOST}ü2803.png/v1/fill/w_400,h_300,al_c,q_85,usm_0.66_1.00_0.01,wm_wm,enc_auto/n%202803.png`,
    );
  });

  test('webp and avif are resized only, unless allowWebpAvifTransforms gives them every transform', () => {
    const web = {
      id: 'abc.webp',
      fit: 'crop' as const,
      crop: { x: 10, y: 20, width: 2000, height: 1500 },
    };
    const tail = 'fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/abc.webp';
    expect(url(web)).toBe(`${HOST}abc.webp/v1/${tail}`);
    expect(url({ ...web, options: { allowWebpAvifTransforms: true } })).toBe(
      `${HOST}abc.webp/v1/crop/x_10,y_20,w_2000,h_1500/${tail}`,
    );
    expect(url({ id: 'a.avif', options: { focalPoint: { x: 25, y: 75 } } })).toContain(',al_c,');
    expect(
      url({
        id: 'a.avif',
        options: { focalPoint: { x: 25, y: 75 }, allowWebpAvifTransforms: true },
      }),
    ).toContain('/fill/w_400,h_300,fp_0.25_0.75,');
  });

  test('an address for a crawler (isSEOBot) ignores the device pixel ratio', () => {
    expect(path({ options: { devicePixelRatio: 2 } })).toMatch(/^fill\/w_800,h_600,/);
    expect(path({ options: { devicePixelRatio: 2, isSEOBot: true } })).toMatch(
      /^fill\/w_400,h_300,/,
    );
    expect(url({ variant: 'multi', options: { isSEOBot: true } }).split(', ')).toEqual([
      `${url({})} 1x`,
      `${url({})} 2x`,
    ]);
  });

  test('an id in the media folder, in any case, names the folder itself', () => {
    const tail = 'v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/abc_123~mv2.jpg';
    expect(url({ id: 'media/abc_123~mv2.jpg' })).toBe(`${HOST}abc_123~mv2.jpg/${tail}`);
    expect(url({ id: 'Media/abc_123~mv2.jpg' })).toBe(
      `https://static.wixstatic.com/Media/abc_123~mv2.jpg/${tail}`,
    );
    expect(url({ id: 'MEDIA/abc_123~mv2.jpg' }, 'https://img.example.org/')).toBe(
      `https://img.example.org/abc_123~mv2.jpg/${tail}`,
    );
    expect(url({ id: 'Media/logo.svg', variant: 'full' })).toBe(
      'https://static.wixstatic.com/Media/logo.svg',
    );
  });

  test('a source side of 0 is not known: the target side stands in; a fit becomes a fit part', () => {
    expect(path({ width: 0 })).toBe('fill/w_400,h_300,al_c,q_80,enc_auto/abc_123~mv2.jpg');
    expect(path({ fit: 'fit', width: 0, height: 0 })).toBe(
      'fit/w_400,h_300,q_80,usm_0.66_1.00_0.01,enc_auto/abc_123~mv2.jpg',
    );
    expect(path({ fit: 'fit', height: 0, targetWidth: 3000, targetHeight: 100 })).toBe(
      'fit/w_3000,h_75,q_80,usm_0.66_1.00_0.01,enc_auto/abc_123~mv2.jpg',
    );
  });
});
