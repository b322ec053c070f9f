// POLL (spec/000 §3): the poll in its container, behind a block spoiler when the data asks.

import type { NodeRendererProps } from '../../registry.ts';
import { nodeData } from '../data.ts';
import { MediaBlock } from '../media/MediaBlock.tsx';
import { readPoll } from './poll-data.ts';
import { Poll } from './Poll.tsx';

export default function PollNode({ node, anchorId, parentType }: NodeRendererProps) {
  const model = readPoll(node);
  if (model instanceof Error) throw model;
  const containerData = nodeData(node, 'pollData').containerData;
  return (
    <MediaBlock containerData={containerData} anchorId={anchorId} parentType={parentType}>
      <Poll model={model} />
    </MediaBlock>
  );
}
