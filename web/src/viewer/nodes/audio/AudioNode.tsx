// AUDIO (spec/000 §3 "Audio data", §4, §9): a lazy chunk. The box of the container data, the block
// spoiler, and one of: a music service's embed html in a sandboxed frame, a service's own player
// for its link, or the viewer's audio player for a file. A node with nothing to play renders
// nothing and is reported.

import { fileTypeOf } from '../../../media/player/file-types.ts';
import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { useNodeData } from '../media/use-node-data.ts';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { readAudioData } from './audio-data.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import { EmbeddedAudio } from './EmbeddedAudio.tsx';
import { ServiceAudio } from './ServiceAudio.tsx';

export default function AudioNode({ node, anchorId, parentType }: NodeRendererProps) {
  const { services } = useViewer();
  const audio = useNodeData(node, (read) => readAudioData(read, services.audio));
  if (audio === undefined) return null;
  const title = [audio.authorName, audio.name].filter(Boolean).join(' – ');
  let content;
  if (audio.html !== undefined) content = <EmbeddedAudio html={audio.html} title={title} />;
  else if (audio.isLink && fileTypeOf(new URL(audio.address!)) === null)
    content = <ServiceAudio address={audio.address!} title={title} node={node} />;
  else content = <AudioPlayer audio={audio} address={audio.address!} node={node} />;
  return (
    <ContainerBox
      layout={readContainerData(audio.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <BlockSpoiler containerData={audio.containerData}>{content}</BlockSpoiler>
    </ContainerBox>
  );
}
