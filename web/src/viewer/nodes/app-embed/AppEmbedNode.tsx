// APP_EMBED (spec/000 §3 "App embed"): a card for a product, an event or a booking: its picture
// 185 wide at quality 90 (spec/000 §9), its name cut at 80 characters (§5), an event's scheduling
// and location, a booking's duration, and the call-to-action button.

import { useId } from 'react';
import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { nodeData } from '../data.ts';
import { MediaBlock } from '../media/MediaBlock.tsx';
import { type AppEmbedCard, cutTitle, readAppEmbed } from './app-embed-data.ts';
import styles from './AppEmbed.module.css';
import { AppEmbedButton } from './AppEmbedButton.tsx';
import { formatDuration } from './duration.ts';
import { useImageSource } from './image-source.ts';

/** spec/000 §9 "Vertical embed image 185 wide at first, quality 90". */
export const CARD_IMAGE_WIDTH = 185;
export const CARD_IMAGE_QUALITY = 90;

export default function AppEmbedNode({ node, anchorId, parentType }: NodeRendererProps) {
  const card = readAppEmbed(node);
  if (card instanceof Error) throw card;
  const containerData = nodeData(node, 'appEmbedData').containerData;
  return (
    <MediaBlock containerData={containerData} anchorId={anchorId} parentType={parentType}>
      <Card card={card} />
    </MediaBlock>
  );
}

function Card({ card }: { card: AppEmbedCard }) {
  const { t } = useViewer();
  const titleId = useId();
  const image = useImageSource(card.image, CARD_IMAGE_WIDTH, CARD_IMAGE_WIDTH, CARD_IMAGE_QUALITY);
  const title = cutTitle(card.name);
  const duration =
    typeof card.duration === 'number' ? formatDuration(card.duration, t) : card.duration;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-app-embed-type={card.type.toLowerCase()}
    >
      {card.image && <img src={image} alt="" width={CARD_IMAGE_WIDTH} loading="lazy" />}
      <div className={styles.body}>
        <p
          id={titleId}
          className={styles.title}
          title={title === card.name ? undefined : card.name}
        >
          {title}
        </p>
        {card.type === 'EVENT' && card.scheduling && <p>{card.scheduling}</p>}
        {card.type === 'EVENT' && card.location && <p>{card.location}</p>}
        {card.type === 'BOOKING' && duration && <p>{duration}</p>}
        <AppEmbedButton type={card.type} url={card.url} />
      </div>
    </article>
  );
}
