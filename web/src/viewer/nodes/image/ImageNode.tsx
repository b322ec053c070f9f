// IMAGE (spec/000 §3 "Image data", §4, §5, §6): the picture in its container box (alignment, width,
// text wrap), under a block spoiler when the data asks for one, with its caption. A linked image
// follows its link (spec/000 §2 rules); otherwise a click, or the "Expand image" button, opens the
// full-screen viewer unless expansion is disabled; both come once the page is interactive, as they
// need its script. Loaded as a chunk of its own.

import { type ReactNode, useMemo, useRef } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { resolveLink } from '../../../content/links/index.ts';
import { useViewer } from '../../context.ts';
import { useExpand } from '../../fullscreen/expand-context.ts';
import { useHydrated } from '../../../react/use-hydrated.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { useProblemReport } from '../../use-problem-report.ts';
import blockStyles from '../Block.module.css';
import { containerBox, readContainerData } from '../container/index.ts';
import { blockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { ExpandButton } from './ExpandButton.tsx';
import { type ImageContent, readImageContent } from './image-data.ts';
import { ImageLink } from './ImageLink.tsx';
import { Picture } from './Picture.tsx';
import styles from './Image.module.css';

const NO_PROBLEMS: readonly unknown[] = [];

/** The node's content, or the reason it cannot be shown (an address the rules refuse). */
function useImageContent(node: RicosNode): ImageContent | undefined {
  const read = useMemo(() => {
    try {
      return { content: readImageContent(node), problems: NO_PROBLEMS };
    } catch (error) {
      return { content: undefined, problems: [error] };
    }
  }, [node]);
  // Reported after render, as the viewer reports content problems; nothing is drawn for it.
  useProblemReport(read.problems, node);
  return read.content;
}

export default function ImageNode({ node, children, anchorId, parentType }: NodeRendererProps) {
  const content = useImageContent(node);
  const { links, isMobile } = useViewer();
  const expand = useExpand();
  // The Expand image button and the click that expands need the page's script: the server's HTML
  // has neither, and they come once the page is interactive.
  const interactive = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  // Nothing to show; the anchor stays, so an in-page link to the node still lands.
  if (!content) return <div id={anchorId} />;
  const layout = readContainerData(content.containerData);
  const link = resolveLink(content.link, links);
  let picture: ReactNode;
  if (link) {
    picture = (
      <ImageLink link={link} alt={content.alt}>
        <Picture content={content} layout={layout} />
      </ImageLink>
    );
  } else if (!interactive || !expand || content.disableExpand) {
    picture = <Picture content={content} layout={layout} />;
  } else {
    const { source, width, height, alt, caption } = content;
    const open = () =>
      expand({
        items: [{ kind: 'image', ...source, width, height, alt, caption }],
        index: 0,
        opener: button.current,
      });
    picture = (
      <Picture content={content} layout={layout} onExpand={open}>
        <ExpandButton ref={button} onClick={open} />
      </Picture>
    );
  }
  const figure = (
    <figure className={styles.figure}>
      {picture}
      {children ??
        (content.caption && (
          <figcaption className={`${blockStyles.block} ${blockStyles.caption}`}>
            {content.caption}
          </figcaption>
        ))}
    </figure>
  );
  // Called, not rendered: an image costs a server's render two components fewer.
  return containerBox(
    {
      layout,
      anchorId,
      originalWidth: content.width || undefined,
      topLevel: parentType === undefined,
      children: blockSpoiler({
        containerData: content.containerData,
        kind: 'image',
        nodeId: node.id,
        children: figure,
      }),
    },
    isMobile,
  );
}
