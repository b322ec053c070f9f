// An item's frame (spec/001 §3): its box — the layouter's media rect grown by the room for its
// texts —, the media and the info areas inside it, the border, radius and shadow, and the scroll
// animation. The border and shadow go around the media, or around media and texts together when
// the texts' background is attached to it.

import { type CSSProperties, type ReactNode, useMemo } from 'react';
import type { FlatOptions, ItemModel } from '../../model/index.ts';
import { InfoArea } from '../info/InfoArea.tsx';
import { itemGeometry } from '../info/info-geometry.ts';
import { infoBorder, infoSettings } from '../info/info-settings.ts';
import infoStyles from '../info/info.module.css';
import type { ScrollAnimation } from '../scroll-animation/scroll-animations.ts';
import {
  type ScrollAnimationProps,
  useScrollAnimation,
} from '../scroll-animation/use-scroll-animation.tsx';
import { DEFAULT_ITEM_BORDER_COLOR, itemFrameStyle } from './item-style.ts';

export interface ItemFrameInput {
  item: ItemModel;
  idx: number;
  /** The layouter's rect of the item's media, relative to the gallery. */
  left: number;
  top: number;
  width: number;
  height: number;
  options: FlatOptions;
  scrollAnimation: ScrollAnimation | null;
}

export interface ItemFrame {
  /** Spread on the item element; the class is added to the item's own. */
  props: ScrollAnimationProps & {
    className: string;
    style: CSSProperties;
    'aria-label'?: string;
  };
  /** The item element's children around its media. */
  content(media: ReactNode): ReactNode;
}

/**
 * The words an info area shows. They name the item: a name that left out words shown inside
 * the item would not match what a visitor sees (WCAG 2.5.3, "label in name").
 */
function shownTexts(item: ItemModel): string {
  return [item.title, item.description]
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join(' ');
}

export function useItemFrame(input: ItemFrameInput): ItemFrame {
  const { item, idx, left, top, width, height, options, scrollAnimation } = input;
  const settings = useMemo(() => infoSettings(options), [options]);
  const frameStyle = useMemo(() => itemFrameStyle(options), [options]);
  const border = useMemo(() => infoBorder(options, DEFAULT_ITEM_BORDER_COLOR), [options]);
  const animation = useScrollAnimation({ animation: scrollAnimation, item, idx, width, height });
  const geometry = itemGeometry({ left, top, width, height }, idx, settings);
  const { box, media, infos } = geometry;
  const withInfo = infos.length > 0;
  const shown = withInfo && settings.layout !== 'DONT_SHOW' ? shownTexts(item) : '';
  const attached = settings.layout === 'ATTACHED_BACKGROUND';
  const frameOnItem = !withInfo || attached;
  const style: CSSProperties = {
    left: box.left,
    top: box.top,
    width: box.width,
    height: box.height,
    ...(frameOnItem ? frameStyle : {}),
    ...(withInfo ? { background: 'none', overflow: attached ? 'hidden' : 'visible' } : {}),
    ...animation.props.style,
  };
  const props = {
    ...animation.props,
    className: animation.props.className === undefined ? '' : ` ${animation.props.className}`,
    style,
    ...(shown !== '' ? { 'aria-label': shown } : {}),
  };
  // Children are placed inside the item's border: a border around media and texts covers their
  // outer edge, as an item's border covers its media's.
  const inset = frameOnItem ? -Number(frameStyle.borderWidth ?? 0) : 0;
  const content = (children: ReactNode) => {
    if (!withInfo)
      return (
        <>
          {children}
          {animation.cover}
        </>
      );
    return (
      <>
        <div
          className={infoStyles.media}
          style={{
            left: media.left + inset,
            top: media.top + inset,
            width: media.width,
            height: media.height,
            ...(frameOnItem ? {} : frameStyle),
          }}
          data-item-media=""
        >
          {children}
        </div>
        {settings.layout !== 'DONT_SHOW' &&
          infos.map((area, i) => (
            <InfoArea
              key={area.side}
              area={area}
              item={item}
              layout={settings.layout}
              border={border}
              offset={inset}
              showTexts={i === 0}
            />
          ))}
        {animation.cover}
      </>
    );
  };
  return { props, content };
}
