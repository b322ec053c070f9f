// HTML (spec/000 §3 "Html embed data"): the site owner's markup or page in a sandboxed frame, in
// its container box. A node with nothing the rules accept renders nothing.

import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox } from '../container/index.ts';
import { nodeData } from '../data.ts';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { HtmlFrame } from './HtmlFrame.tsx';
import { readHtmlEmbed } from './html-data.ts';

export default function HtmlNode({ node, anchorId, parentType }: NodeRendererProps) {
  const { t } = useViewer();
  const { source, layout, height, autoHeight } = readHtmlEmbed(node);
  if (source === undefined) return null;
  return (
    <ContainerBox layout={layout} anchorId={anchorId} topLevel={parentType === undefined}>
      <BlockSpoiler containerData={nodeData(node, 'htmlData').containerData}>
        <HtmlFrame
          source={source}
          title={t('HtmlEmbed_Frame_Title')}
          height={height}
          autoHeight={autoHeight}
        />
      </BlockSpoiler>
    </ContainerBox>
  );
}
