import { describe, expect, test } from 'vitest';
import type { GalleryProps } from '../gallery/ui/Gallery.tsx';
import { deferredMount, type GalleryMount, type MountGallery } from './deferred-mount.ts';

const A: GalleryProps = { items: [], options: { name: 'A' } };
const B: GalleryProps = { items: [], options: { name: 'B' } };
const C: GalleryProps = { items: [], options: { name: 'C' } };

/** A mount function that writes down what the gallery was asked to do. */
function recorder() {
  const calls: string[] = [];
  const name = (props: GalleryProps) => (props === A ? 'A' : props === B ? 'B' : 'C');
  const mount: MountGallery = (_element, props): GalleryMount => {
    calls.push(`mount ${name(props)}`);
    return {
      update: (next) => calls.push(`update ${name(next)}`),
      unmount: () => calls.push('unmount'),
      next: () => calls.push('next') > 0,
      previous: () => calls.push('previous') > 0,
      toIndex: (index) => calls.push(`toIndex ${index}`) > 0,
      play: () => calls.push('play'),
      pause: () => calls.push('pause'),
    };
  };
  return { calls, mount };
}

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const element = {} as Element;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a gallery handle before and after the gallery module loads', () => {
  test('the gallery mounts with the latest props given before the load, then forwards updates', async () => {
    const { calls, mount } = recorder();
    const load = later<MountGallery>();
    const handle = deferredMount(load.promise, element, A);
    handle.update(B);
    expect(calls).toEqual([]);
    load.resolve(mount);
    await settle();
    handle.update(C);
    handle.unmount();
    expect(calls).toEqual(['mount B', 'update C', 'unmount']);
  });

  test('navigation waits for the gallery: false before it loads, then forwarded', async () => {
    const { calls, mount } = recorder();
    const load = later<MountGallery>();
    const handle = deferredMount(load.promise, element, A);
    expect(handle.next()).toBe(false);
    expect(handle.toIndex(3)).toBe(false);
    handle.pause();
    load.resolve(mount);
    await settle();
    expect(handle.next()).toBe(true);
    expect(handle.previous()).toBe(true);
    expect(handle.toIndex(2)).toBe(true);
    handle.pause();
    handle.play();
    expect(calls).toEqual(['mount A', 'next', 'previous', 'toIndex 2', 'pause', 'play']);
  });

  test('an unmount before the load means the gallery is never drawn', async () => {
    const { calls, mount } = recorder();
    const load = later<MountGallery>();
    const handle = deferredMount(load.promise, element, A);
    handle.unmount();
    load.resolve(mount);
    await settle();
    handle.update(B);
    expect(calls).toEqual([]);
  });

  test('updates after an unmount and a second unmount do nothing', async () => {
    const { calls, mount } = recorder();
    const handle = deferredMount(Promise.resolve(mount), element, A);
    await settle();
    handle.unmount();
    handle.update(B);
    handle.unmount();
    expect(calls).toEqual(['mount A', 'unmount']);
  });

  test('a module that fails to load leaves a handle whose calls do nothing', async () => {
    const load = later<MountGallery>();
    const handle = deferredMount(load.promise, element, A);
    load.reject(new Error('offline'));
    await settle();
    expect(() => {
      handle.update(B);
      handle.unmount();
    }).not.toThrow();
  });
});
