// The box around a block that carries container data (spec/000 §3): its width (CONTENT fills the
// content column, SMALL is narrow, ORIGINAL is the block's own width, FULL_WIDTH breaks out of the
// page padding, or a custom width in pixels), its alignment, and text wrapping around it when it
// is aligned to a side. Media renderers reuse it.

import type { ReactNode } from 'react';
import { useViewer } from '../../context.ts';
import type { StyleWithVariables } from '../style-types.ts';
import type { ContainerLayout } from './container-data.ts';
import styles from './ContainerBox.module.css';

export interface ContainerBoxProps {
  layout: ContainerLayout;
  /** The `viewer-{id}` anchor of the node. */
  anchorId?: string;
  /** The block's own width in pixels, for ORIGINAL (an image's width); without it the box fits its content. */
  originalWidth?: number;
  className?: string;
  style?: StyleWithVariables;
  /** A block at the top level of the document has the theme's default block padding. */
  topLevel?: boolean;
  children: ReactNode;
}

export function ContainerBox(props: ContainerBoxProps) {
  return containerBox(props, useViewer().isMobile);
}

/** ContainerBox as a call in a renderer's own render (one component fewer), `isMobile` given. */
export function containerBox(
  { layout, anchorId, originalWidth, className, style, topLevel, children }: ContainerBoxProps,
  isMobile: boolean,
) {
  const { alignment, width, textWrap } = layout;
  const boxStyle: StyleWithVariables = { ...style };
  if (width.size === 'CUSTOM') boxStyle.width = `${width.pixels}px`;
  if (width.size === 'ORIGINAL' && originalWidth !== undefined && originalWidth > 0)
    boxStyle.width = `${originalWidth}px`;
  const sized = width.size !== 'CONTENT' && width.size !== 'FULL_WIDTH';
  const floats = textWrap && sized && alignment !== 'CENTER' && !isMobile;
  const classes = [
    styles.container,
    styles[`size-${width.size.toLowerCase()}`],
    width.size === 'FULL_WIDTH' ? undefined : styles[`align-${alignment.toLowerCase()}`],
    floats ? styles[`float-${alignment.toLowerCase()}`] : undefined,
    topLevel ? styles.topLevel : undefined,
    className,
  ];
  return (
    <div
      id={anchorId}
      className={classes.filter(Boolean).join(' ')}
      style={boxStyle}
      data-container-size={width.size}
      data-container-alignment={alignment}
      data-text-wrap={floats ? '' : undefined}
    >
      {children}
    </div>
  );
}
