// Which links in the viewer the link-preview popover is for: links in text that go to another
// page over http(s), not in-page anchors. Blocks that are links already show what they lead to (cards, buttons, files).

const NOT_TEXT = '[data-link-card], [data-button-type], [download], iframe';

export function previewableLink(
  target: EventTarget | null,
  root: HTMLElement,
): HTMLAnchorElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return undefined;
  // In-page links (to a viewer anchor) stay on this page: nothing to preview.
  if (anchor.closest(NOT_TEXT) || anchor.getAttribute('href')!.startsWith('#')) return undefined;
  return anchor.protocol === 'http:' || anchor.protocol === 'https:' ? anchor : undefined;
}
