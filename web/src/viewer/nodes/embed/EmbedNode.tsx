// EMBED (spec/000 §3 "Link preview and embed"): an oEmbed result. Rich and video markup runs in a
// sandboxed frame like an html embed; a photo is an image from an http(s) address; a link is a
// card through the link rules.

import { resolveLink } from '../../../content/links/index.ts';
import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox } from '../container/index.ts';
import { nodeData } from '../data.ts';
import { DEFAULT_HTML_HEIGHT, embedLayout } from '../html/html-data.ts';
import { HtmlFrame } from '../html/HtmlFrame.tsx';
import { LinkPreviewCard } from '../link-preview/LinkPreviewCard.tsx';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import styles from './Embed.module.css';
import { type OEmbedView, readOEmbed } from './oembed.ts';

export default function EmbedNode({ node, anchorId, parentType }: NodeRendererProps) {
  const view = readOEmbed(node);
  if (view === undefined) return null;
  const { containerData } = nodeData(node, 'embedData');
  return (
    <ContainerBox
      layout={embedLayout(containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <BlockSpoiler containerData={containerData}>
        <EmbedView view={view} />
      </BlockSpoiler>
    </ContainerBox>
  );
}

function EmbedView({ view }: { view: OEmbedView }) {
  const { links, t } = useViewer();
  switch (view.kind) {
    case 'markup':
      return (
        <HtmlFrame
          source={{ html: view.html }}
          title={view.title ?? t('HtmlEmbed_Frame_Title')}
          height={view.height ?? DEFAULT_HTML_HEIGHT}
          autoHeight
        />
      );
    case 'player':
      return (
        <HtmlFrame
          source={{ url: view.url }}
          title={view.title ?? t('HtmlEmbed_Frame_Title')}
          height={view.height ?? DEFAULT_HTML_HEIGHT}
          aspectRatio={view.width && view.height ? view.width / view.height : undefined}
          autoHeight={false}
        />
      );
    case 'photo':
      return (
        <img
          className={styles.photo}
          src={view.src}
          alt={view.title ?? ''}
          width={view.width}
          height={view.height}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      );
    case 'link':
      return (
        <LinkPreviewCard
          link={view.url === undefined ? null : resolveLink({ url: view.url }, links)}
          title={view.title}
          description={view.description}
          thumbnailUrl={view.thumbnailUrl}
        />
      );
  }
}
