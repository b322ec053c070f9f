// VIDEO (spec/000 §3 "Video data", §4, §5): a lazy chunk. The box of the container data, the block
// spoiler, and the video: its thumbnail and title until it plays, then the player its address
// needs (media/players). A node without a playable source renders nothing and is reported.

import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { useNodeData } from '../media/use-node-data.ts';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { readVideoData } from './video-data.ts';
import { VideoView } from './VideoView.tsx';

export default function VideoNode({ node, anchorId, parentType }: NodeRendererProps) {
  const video = useNodeData(node, readVideoData);
  if (video === undefined) return null;
  return (
    <ContainerBox
      layout={readContainerData(video.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <BlockSpoiler containerData={video.containerData}>
        <VideoView video={video} node={node} />
      </BlockSpoiler>
    </ContainerBox>
  );
}
