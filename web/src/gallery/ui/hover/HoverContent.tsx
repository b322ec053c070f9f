// An item's media as hovering changes it (spec/002 §4 "Item hover"): the content hover effect
// (content-hover-effect.ts) and, with the trigger HOVER, the secondary media over it.

import type { ReactNode } from 'react';
import type { ItemModel } from '../../model/items/types.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import { contentHoverLook } from './content-hover-effect.ts';
import styles from './Hover.module.css';
import type { HoverSettings } from './hover-settings.ts';
import { SecondaryMedia } from './SecondaryMedia.tsx';

export interface HoverContentProps {
  item: ItemModel;
  idx: number;
  hovered: boolean;
  settings: HoverSettings;
  width: number;
  height: number;
  options: FlatOptions;
  /** The item's own media. */
  children: ReactNode;
}

export function HoverContent({
  item,
  idx,
  hovered,
  settings,
  width,
  height,
  options,
  children,
}: HoverContentProps) {
  const secondary = settings.secondaryMediaOnHover ? item.secondaryMedia : undefined;
  return (
    <div
      className={styles.content}
      style={contentHoverLook(settings.contentEffect, hovered, settings.tiltAngle)}
      data-content-hover={settings.contentEffect}
    >
      {children}
      {hovered && secondary !== undefined && (
        <SecondaryMedia
          media={secondary}
          idx={idx}
          width={width}
          height={height}
          options={options}
        />
      )}
    </div>
  );
}
