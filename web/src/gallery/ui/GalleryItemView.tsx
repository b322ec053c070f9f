// One item, placed where the layout put it. Focusable with the gallery's roving tab stop, named
// by its title or alt text (spec/002 §5), and shaped by the click action: a link when it goes to
// the item's link, a button when the host acts on it, an image otherwise. Its media view is the
// one of its type (items/ItemMedia).

import { memo } from 'react';
import type { GalleryEventName } from '../model/events.ts';
import type { FlatOptions, ItemModel } from '../model/index.ts';
import type { ClickAction } from './behaviour-options.ts';
import styles from './Gallery.module.css';
import { itemLink } from './item-link.ts';
import { ItemMedia } from './items/ItemMedia.tsx';
import { HoverContent } from './hover/HoverContent.tsx';
import { hoverSettingsOf } from './hover/hover-settings.ts';
import { Overlay } from './hover/Overlay.tsx';
import { MagnifiedImage } from './magnify/MagnifiedImage.tsx';
import { useItemFrame } from './item-style/use-item-frame.tsx';
import type { ScrollAnimation } from './scroll-animation/scroll-animations.ts';

export interface GalleryItemViewProps {
  item: ItemModel;
  /** The item's index in the gallery's items. */
  idx: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Whether this item is the gallery's one tab stop. */
  tabbable: boolean;
  clickAction: ClickAction;
  /** The gallery's processed options. */
  options: FlatOptions;
  emit: (name: GalleryEventName, data: unknown) => void;
  /** Whether this is the gallery's hovered item. */
  hovered?: boolean;
  /** The animation the item plays when it first comes into view; none by default. */
  scrollAnimation?: ScrollAnimation | null;
  /** Whether the item was on screen when its layout was first drawn: its picture comes first. */
  firstScreen?: boolean;
}

/** The accessible name: the item's title when it has one, else its alt text. */
function accessibleName(item: ItemModel): string {
  return item.title.trim() !== '' ? item.title : item.alt;
}

/**
 * A button when the host acts on a click, a picture otherwise. A video, a text or a 3D model holds
 * controls, links or words of its own, which neither a button nor a picture may contain: its item
 * is a group.
 */
function shellRole(item: GalleryItemViewProps['item'], clickAction: ClickAction): string {
  if (item.type === 'video' || item.type === 'text' || item.type === '3d') return 'group';
  return clickAction === 'ACTION' ? 'button' : 'img';
}

export const GalleryItemView = memo(function GalleryItemView({
  item,
  idx,
  left,
  top,
  width,
  height,
  tabbable,
  clickAction,
  options,
  emit,
  hovered = false,
  scrollAnimation = null,
  firstScreen = false,
}: GalleryItemViewProps) {
  // The item's box (the media's rect grown by its info areas), border, shadow, scroll animation.
  const frame = useItemFrame({ item, idx, left, top, width, height, options, scrollAnimation });
  const hover = hoverSettingsOf(options);
  const media = (
    <>
      <HoverContent {...{ item, idx, hovered, width, height, options }} settings={hover}>
        <ItemMedia {...{ item, idx, width, height, options, emit, hovered, firstScreen }} />
      </HoverContent>
      <Overlay item={item} overlay={hover.overlay} {...{ hovered, width, height }} />
    </>
  );
  // An image item with MAGNIFY is a button; its magnified view lies over the picture (spec/002 §4).
  const magnifiable = clickAction === 'MAGNIFY' && item.type === 'image' && item.url !== '';
  const shared = {
    'data-item-id': item.id,
    'data-idx': idx,
    tabIndex: tabbable ? 0 : -1,
    'aria-label': accessibleName(item),
    // Named by the texts it shows, when it shows them.
    ...frame.props,
    className: styles.item + frame.props.className,
  };
  const link = clickAction === 'LINK' ? itemLink(item) : null;
  if (link !== null)
    return (
      <a {...shared} href={link.href} target={link.target} rel={link.rel}>
        {frame.content(media)}
      </a>
    );
  return (
    <div {...shared} role={magnifiable ? 'button' : shellRole(item, clickAction)}>
      {frame.content(
        <>
          {media}
          {magnifiable && (
            <MagnifiedImage item={item} width={width} height={height} options={options} />
          )}
        </>,
      )}
    </div>
  );
});
