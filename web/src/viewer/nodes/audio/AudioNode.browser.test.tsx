// The audio player in Chromium with a local file (spec/000 §4 "Audio player", §9 "Audio"): play
// and pause, seeking (a drag pauses and resumes), volume and mute, the speed menu, the context
// menu's download, the duration and the end reported back, the keyboard, and axe-core.

import axe from 'axe-core';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { audioNode } from '../media/testing/media-documents.ts';
import { AUDIO_FIXTURES, mountMedia } from '../media/testing/mount-media.tsx';

const TONE = new URL('tone-8s.wav', AUDIO_FIXTURES).href;

const tone = (extra: Record<string, unknown> = {}) =>
  audioNode({ audio: { src: { url: TONE } }, name: 'Tone', authorName: 'Test Band', ...extra });

function controls(root: HTMLElement) {
  const byLabel = (label: string) =>
    root.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? undefined;
  return {
    audio: root.querySelector('audio')!,
    button: byLabel,
    seek: root.querySelector<HTMLInputElement>('input[aria-label="Seek"]')!,
    volume: root.querySelector<HTMLInputElement>('input[aria-label="Volume"]')!,
    times: () =>
      [...root.querySelectorAll('span')]
        .map((s) => s.textContent)
        .filter((t) => /^\d+:\d\d$/.test(t!)),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('plays and pauses; the position follows once a second; the duration and the end are reported', async () => {
  const durations: [string | undefined, number][] = [];
  const completed: (string | undefined)[] = [];
  const { root, errors } = await mountMedia([tone()], {
    audio: {
      onDuration: (id, seconds) => durations.push([id, seconds]),
      onPlaybackCompleted: (id) => completed.push(id),
    },
  });
  const c = controls(root);
  expect(root.querySelector('[role=group]')).toMatchTextContent('Test BandTone');
  const loading: string[] = [];
  const group = root.querySelector('[role=group]')!;
  new MutationObserver(() => loading.push(group.getAttribute('aria-busy')!)).observe(group, {
    attributeFilter: ['aria-busy'],
  });
  await userEvent.click(c.button('Play')!);
  // Loading while the file comes, then playing.
  await expect.poll(() => loading).toEqual(['true', 'false']);
  await expect.poll(() => c.audio.paused).toBe(false);
  expect(c.button('Pause')).toBeDefined();
  await expect.poll(() => durations).toEqual([['audio', 8]]);
  expect(c.times()).toEqual(['0:00', '0:08']);
  await expect.poll(() => c.times()[0], { timeout: 4000 }).toBe('0:01');
  await userEvent.click(c.button('Pause')!);
  await expect.poll(() => c.audio.paused).toBe(true);
  // To the end: reported once.
  c.audio.currentTime = 7.5;
  await userEvent.click(c.button('Play')!);
  await expect.poll(() => completed, { timeout: 5000 }).toEqual(['audio']);
  expect(c.button('Play')).toBeDefined();
  expect(errors).toEqual([]);
});

test('the seek slider: keys move by a second; a drag pauses playback and resumes it on release', async () => {
  const { root } = await mountMedia([tone()]);
  const c = controls(root);
  await userEvent.click(c.button('Play')!);
  await expect.poll(() => c.audio.paused).toBe(false);
  await userEvent.click(c.button('Pause')!);
  await expect.poll(() => c.audio.paused).toBe(true);
  c.seek.focus();
  await userEvent.keyboard('{End}');
  await expect.poll(() => c.audio.currentTime).toBe(8);
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await expect.poll(() => c.audio.currentTime).toBe(6);
  await userEvent.keyboard('{Home}');
  await expect.poll(() => c.audio.currentTime).toBe(0);

  await userEvent.click(c.button('Play')!);
  await expect.poll(() => c.audio.paused).toBe(false);
  const events: string[] = [];
  for (const name of ['play', 'pause']) c.audio.addEventListener(name, () => events.push(name));
  await userEvent.dragAndDrop(c.seek, c.seek, {
    sourcePosition: { x: 5, y: 5 },
    targetPosition: { x: c.seek.offsetWidth * 0.75, y: 5 },
  } as never);
  await expect.poll(() => events).toEqual(['pause', 'play']);
  expect(c.audio.currentTime).toBeGreaterThan(5);
  expect(root.querySelector('[data-seeking]')!.getAttribute('data-seeking')).toBe('false');

  // Paused before the drag, it stays paused.
  await userEvent.click(c.button('Pause')!);
  events.length = 0;
  await userEvent.dragAndDrop(c.seek, c.seek, {
    sourcePosition: { x: c.seek.offsetWidth * 0.75, y: 5 },
    targetPosition: { x: 5, y: 5 },
  } as never);
  await expect.poll(() => c.audio.currentTime).toBeLessThan(2);
  expect(events).toEqual([]);
  expect(c.audio.paused).toBe(true);
});

test('with the saved duration, a seek before the audio has loaded waits for its metadata', async () => {
  const { root } = await mountMedia([tone({ audio: { src: { url: TONE }, duration: 8 } })]);
  const c = controls(root);
  expect(c.audio.readyState).toBe(0);
  expect(c.times()).toEqual(['0:00', '0:08']);
  c.seek.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  await expect.poll(() => c.audio.currentTime).toBe(3);
  expect(c.times()[0]).toBe('0:03');
  expect(c.audio.paused).toBe(true);
});

test('a seek made once the metadata is in, before its event, is not undone by the seek that waited', async () => {
  const { root } = await mountMedia([tone({ audio: { src: { url: TONE }, duration: 8 } })]);
  const c = controls(root);
  // Runs as the metadata's event reaches the page, before the player's own listener.
  root.addEventListener(
    'loadedmetadata',
    () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(c.seek, '5');
      c.seek.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { capture: true, once: true },
  );
  c.seek.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => c.audio.readyState).toBeGreaterThanOrEqual(1);
  await expect.poll(() => c.times()[0]).toBe('0:05');
  expect(c.audio.currentTime).toBe(5);
});

test('volume: arrow keys step 0.1; mute sets 0 and unmuting restores the volume before', async () => {
  const { root } = await mountMedia([tone()]);
  const c = controls(root);
  expect(c.audio.volume).toBe(1);
  c.volume.focus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  await expect.poll(() => c.audio.volume).toBeCloseTo(0.7);
  await userEvent.click(c.button('Mute')!);
  expect(c.audio.muted).toBe(true);
  expect(c.volume.valueAsNumber).toBe(0);
  await userEvent.click(c.button('Unmute')!);
  expect(c.audio.muted).toBe(false);
  expect(c.audio.volume).toBeCloseTo(0.7);
  // Volume 0 from the slider is muted too.
  c.volume.focus();
  await userEvent.keyboard('{Home}');
  await expect.poll(() => c.button('Unmute')).toBeDefined();
  expect(c.audio.muted).toBe(true);
});

test('the speed menu: 0.25 to 2 with Normal; keys, Escape and an outside click close it', async () => {
  const { root } = await mountMedia([tone()]);
  const c = controls(root);
  const speed = c.button('Playback speed 1x')!;
  const menu = () => root.querySelector('[role=menu]');
  await userEvent.click(speed);
  expect(speed.getAttribute('aria-expanded')).toBe('true');
  const items = [...menu()!.querySelectorAll('[role=menuitemradio]')];
  expect(items.map((item) => item.textContent)).toEqual([
    '0.25',
    '0.5',
    '0.75',
    'Normal',
    '1.25',
    '1.5',
    '1.75',
    '2',
  ]);
  // Focus starts on the chosen speed.
  expect(document.activeElement?.textContent).toBe('Normal');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(menu()).toBeNull();
  expect(c.audio.playbackRate).toBe(1.5);
  expect(speed).toMatchTextContent('1.5x');
  expect(document.activeElement).toBe(speed);

  await userEvent.keyboard('{ArrowDown}');
  expect(menu()).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(menu()).toBeNull();
  expect(document.activeElement).toBe(speed);

  await userEvent.click(speed);
  expect(menu()).not.toBeNull();
  await userEvent.click(root.querySelector('[role=group] p')!);
  expect(menu()).toBeNull();
  // The button toggles it.
  await userEvent.click(speed);
  await userEvent.click(speed);
  expect(menu()).toBeNull();
});

test('the context menu downloads the file as a blob under its name; none with disableDownload', async () => {
  const clicked: { href: string; download: string; blob?: Blob }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
    void fetch(this.href).then(async (response) => (clicked[0]!.blob = await response.blob()));
  });
  const { root } = await mountMedia([tone()]);
  await userEvent.click(root.querySelector('[aria-label="More actions"]')!);
  await userEvent.click(root.querySelector('[role=menuitem]')!);
  await expect.poll(() => clicked[0]?.blob?.size).toBe(64044);
  expect(clicked[0]!.href).toMatch(/^blob:/);
  expect(clicked[0]!.download).toBe('Tone.wav');

  const locked = await mountMedia([tone({ disableDownload: true })]);
  expect(locked.root.querySelector('[aria-label="More actions"]')).toBeNull();
});

test('a file that cannot play goes to onError', async () => {
  const { root, errors } = await mountMedia([
    audioNode({ audio: { src: { url: new URL('missing.mp3', AUDIO_FIXTURES).href } } }),
  ]);
  await userEvent.click(root.querySelector('[aria-label="Play"]')!);
  await expect
    .poll(() => errors.map((error) => error.message))
    .toEqual(['The media cannot be played']);
  expect(errors[0]!.node?.id).toBe('audio');
});

test('embedded html stays in its sandbox: it reaches neither the page nor its cookies', async () => {
  document.cookie = 'secret=1';
  const title = document.title;
  const html = `<p id="inside">inside</p><script>
    let reached = 'no';
    try { reached = String(parent.document.title); } catch (e) {}
    try { reached += document.cookie; } catch (e) { reached += ':no-cookie'; }
    parent.postMessage({ reached }, '*');
  </script>`;
  const heard: unknown[] = [];
  const listener = (event: MessageEvent) => heard.push(event.data);
  window.addEventListener('message', listener);
  const { root } = await mountMedia([audioNode({ html })]);
  const frame = root.querySelector('iframe')!;
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-presentation');
  await expect.poll(() => heard).toEqual([{ reached: 'no:no-cookie' }]);
  expect(document.title).toBe(title);
  window.removeEventListener('message', listener);
});

test('axe-core finds no violations, with a menu open too', async () => {
  const { root } = await mountMedia([
    tone(),
    audioNode({ audio: { src: { url: 'https://soundcloud.com/band/song' } }, name: 'Song' }, 's'),
  ]);
  expect((await axe.run(root)).violations).toEqual([]);
  await userEvent.click(root.querySelector('[aria-label="Playback speed 1x"]')!);
  expect((await axe.run(root)).violations).toEqual([]);
});
