// LINK_PREVIEW (spec/000 §3 "Link preview"): a card for the link, or, when the preview carries
// markup, that markup in a sandboxed frame like an html embed.

import { resolveLink } from '../../../content/links/index.ts';
import type { Link } from '../../../content/types/common.ts';
import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { asRecord, nodeData, readString } from '../data.ts';
import { DEFAULT_HTML_HEIGHT } from '../html/html-data.ts';
import { HtmlFrame } from '../html/HtmlFrame.tsx';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { LinkPreviewCard } from './LinkPreviewCard.tsx';

export default function LinkPreviewNode({ node, anchorId, parentType }: NodeRendererProps) {
  const { links, t } = useViewer();
  const data = nodeData(node, 'linkPreviewData');
  const html = readString(data, 'html');
  const title = readString(data, 'title')?.trim();
  const link = resolveLink(asRecord(data.link) as Link | undefined, links);
  return (
    <ContainerBox
      layout={readContainerData(data.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <BlockSpoiler containerData={data.containerData}>
        {html !== undefined && html.trim() !== '' ? (
          <HtmlFrame
            source={{ html }}
            title={title || t('HtmlEmbed_Frame_Title')}
            height={DEFAULT_HTML_HEIGHT}
            autoHeight
          />
        ) : (
          <LinkPreviewCard
            link={link}
            title={title}
            description={readString(data, 'description')?.trim()}
            thumbnailUrl={readString(data, 'thumbnailUrl')}
          />
        )}
      </BlockSpoiler>
    </ContainerBox>
  );
}
