// The box of a media node: its container data (width, alignment, text wrap; spec/000 §3) around
// a block spoiler over the media, when its containerData asks for one.

import { ContainerBox, readContainerData } from '../container/index.ts';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import type { BlockSpoilerProps } from '../spoiler/spoiler-props.ts';

export interface MediaBlockProps extends BlockSpoilerProps {
  anchorId: string | undefined;
  /** The node's parent kind: a block at the top level has the theme's block padding. */
  parentType: string | undefined;
}

export function MediaBlock({ anchorId, parentType, containerData, ...spoiler }: MediaBlockProps) {
  return (
    <ContainerBox
      layout={readContainerData(containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <BlockSpoiler containerData={containerData} {...spoiler} />
    </ContainerBox>
  );
}
