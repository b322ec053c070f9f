// GIF (spec/000 §3 "Gif data", §4 "Gif or video"): a lazy chunk. The box of the container data,
// the block spoiler, and the animation, played and paused by click, Enter or Space.

import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { useNodeData } from '../media/use-node-data.ts';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { readGifData } from './gif-data.ts';
import { GifView } from './GifView.tsx';

export default function GifNode({ node, anchorId, parentType }: NodeRendererProps) {
  const gif = useNodeData(node, readGifData);
  if (gif === undefined) return null;
  return (
    <ContainerBox
      layout={readContainerData(gif.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
      originalWidth={gif.width}
    >
      <BlockSpoiler containerData={gif.containerData}>
        <GifView gif={gif} />
      </BlockSpoiler>
    </ContainerBox>
  );
}
